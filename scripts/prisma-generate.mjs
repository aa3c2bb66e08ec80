// Generates the Prisma client from prisma/schema.prisma.
// `prisma generate` only checks that a schema engine binary exists; the engine itself is a web
// download this project never needs (migrations are SQL files applied by lib/db/migrate.ts).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(`${root}/prisma/schema.prisma`) || !existsSync(`${root}/node_modules/.bin/prisma`)) {
  process.exit(0);
}
execFileSync(`${root}/node_modules/.bin/prisma`, ["generate"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
