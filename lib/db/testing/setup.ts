// Per-file setup for database tests: point the service at the run's database.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.BROADMARK_RATE_LIMIT ??= "0";
process.env.BROADMARK_AUTH_FAILURE_LIMIT ??= "0";
