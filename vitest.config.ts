import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
// fixtures/ holds media, and its MPEG-TS files end in .ts (the format's own name): no test is collected
// there and the watcher does not follow it.
const NOT_TESTS = ["node_modules/**", "fixtures/**"];

export default defineConfig({
  resolve: { alias: { "@": root } },
  server: { watch: { ignored: ["**/fixtures/**"] } },
  test: {
    // Two files at a time, one per core (Vitest's default leaves one core idle); each database suite runs on
    // its worker's own database (lib/db/testing/global-setup.ts).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["lib/**/*.db.test.ts", ...NOT_TESTS],
          environment: "node",
          // Property tests run thousands of cases: on a loaded two-core machine they take several seconds.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["lib/**/*.db.test.ts", "app/**/*.test.ts"],
          exclude: NOT_TESTS,
          environment: "node",
          globalSetup: ["./lib/db/testing/global-setup.ts"],
          setupFiles: ["./lib/db/testing/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
