// Prisma CLI configuration. Only `prisma generate` is used: migrations are SQL files applied by
// lib/db/migrate.ts (`npm run db:migrate`, and at every start).
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
