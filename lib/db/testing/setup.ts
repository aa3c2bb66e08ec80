// Per-file setup for database tests: point the service at this worker's database.
import { inject } from "vitest";

const worker = Number(process.env.VITEST_POOL_ID ?? 1);
process.env.DATABASE_URL = inject("databaseUrls")[worker - 1];
process.env.BROADMARK_RATE_LIMIT ??= "0";
process.env.BROADMARK_AUTH_FAILURE_LIMIT ??= "0";
