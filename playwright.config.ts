// End-to-end tests drive the production build (`broadmark start`) in Debian's Chromium.
// scripts/test-all.mjs provides the data directory, port and admin key through the environment.
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  retries: 0,
  workers: 1,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node bin/broadmark start",
    url: `http://127.0.0.1:${port}/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BROADMARK_RATE_LIMIT: "0",
      // The jobs specs probe fixtures by file:// URL; only this directory may be read.
      MEDIA_ROOTS: path.resolve("fixtures/media/files"),
      // The job-cancel spec serves a never-answering input from this machine.
      PROBE_URL_ALLOW: "127.0.0.1",
      // The webhook spec sees an endpoint paused automatically: after two failed attempts, however soon.
      BROADMARK_WEBHOOK_PAUSE_AFTER_FAILURES: "2",
      BROADMARK_WEBHOOK_PAUSE_AFTER_SECONDS: "0",
    },
  },
});
