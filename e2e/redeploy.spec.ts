// Redeploys under open pages. This spec runs its own server (the one of playwright.config.ts stays up)
// so that it can stop and start it while a page is open.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adminKey, expectAccessible } from "./dashboard";

const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const origin = `http://127.0.0.1:${port}`;
let dataDir: string;
let server: ChildProcess | undefined;

async function startServer() {
  server = spawn("node", ["bin/broadmark", "start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BROADMARK_DATA_DIR: dataDir,
      BROADMARK_ADMIN_KEY: adminKey,
      BROADMARK_RATE_LIMIT: "0",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${origin}/openapi.json`).catch(() => undefined))?.status, {
      timeout: 120_000,
      intervals: [500],
    })
    .toBe(200);
}

async function stopServer() {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once("exit", resolve));
  running.kill("SIGTERM");
  await exited;
}

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "broadmark-redeploy-"));
  await startServer();
});
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

async function typeWatermark(page: Page, name: string) {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel("API key").fill(adminKey);
  await page.getByLabel("API key").press("Enter");
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  await page.goto(`${origin}/watermarks/new`);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("SID", { exact: true }).fill(String(1 + Math.floor(Math.random() * 32000)));
  await page.getByLabel("SID check digits", { exact: true }).fill("AB");
  await page.getByLabel("CSID", { exact: true }).fill(
    `0x2${Math.floor(Math.random() * 0xffff)
      .toString(16)
      .padStart(4, "0")}`,
  );
  await page.getByLabel("CSID check digits", { exact: true }).fill("7Q");
}

test("a form typed before the server restarts is sent to the new process", async ({ page }) => {
  const name = `Before the restart ${Date.now()}`;
  await typeWatermark(page, name);
  await stopServer();
  await startServer();
  await page.getByRole("button", { name: "Register watermark" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a page of an earlier deployment says Broadmark was updated and keeps what was typed", async ({ page }) => {
  const name = `Typed on an old page ${Date.now()}`;
  await typeWatermark(page, name);
  // What a page built from other code sends: its own deployment id with each server action.
  await page.route(`${origin}/**`, async (route) => {
    const headers = route.request().headers();
    await route.continue(
      headers["next-action"] ? { headers: { ...headers, "x-deployment-id": "bm-an-earlier-build" } } : undefined,
    );
  });
  await page.getByRole("button", { name: "Register watermark" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Broadmark was updated — reload to continue" }).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expectAccessible(page);
  await page.unroute(`${origin}/**`);
  await page.getByRole("button", { name: "Reload" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Register a watermark" })).toBeVisible();
});
