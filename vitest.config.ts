import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["lib/**/*.db.test.ts", "node_modules/**"],
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
          environment: "node",
          globalSetup: ["./lib/db/testing/global-setup.ts"],
          setupFiles: ["./lib/db/testing/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
