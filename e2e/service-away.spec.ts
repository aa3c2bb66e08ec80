import { expect, test, type Page } from "@playwright/test";
import { adminKey, signIn } from "./dashboard";

/** Makes every server action fail as if the service were away (the browser's fetch fails), until restored. */
async function serviceAway(page: Page) {
  const handler = (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
    route.request().headers()["next-action"] ? route.abort("connectionrefused") : route.fallback();
  await page.route("**/*", handler);
  return () => page.unroute("**/*", handler);
}

const banner = (page: Page) => page.getByRole("status").filter({ hasText: "The service is not answering; retrying…" });

test("while the service is away the dashboard says so, keeps what was typed, and recovers by itself", async ({
  page,
}) => {
  test.setTimeout(90_000); // an outage of a few seconds, then a retry's backoff
  await signIn(page, adminKey);
  await page.getByRole("link", { name: "API keys" }).click();
  const name = `typed while away ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Role").selectOption("qa");

  const restore = await serviceAway(page);
  await page.getByLabel("Name", { exact: true }).press("Enter");
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "The service did not answer." })).toBeVisible();
  await expect(page.getByText("Failed to fetch")).toHaveCount(0);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await page.screenshot({ path: "test-results/service-away.png", fullPage: true });

  // Reads retry with backoff meanwhile: the audit log waits instead of failing.
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading the audit log" })).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(page.getByRole("status").filter({ hasText: "Loading the audit log" })).toBeVisible();
  await expect(banner(page)).toBeVisible();

  await restore();
  // The next retry (backoff 2 s, 4 s, 8 s…) finds the service back.
  await expect(page.getByRole("table", { name: "Audit log, newest first" })).toBeVisible({ timeout: 20_000 });
  await expect(banner(page)).toHaveCount(0);
});

test("what a form holds survives the outage: the same page submits it once the service is back", async ({ page }) => {
  await signIn(page, adminKey);
  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page.getByRole("table", { name: "API keys, newest first" })).toBeVisible();
  const name = `kept ${Date.now()}`;
  const restore = await serviceAway(page);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(banner(page)).toBeVisible();
  await restore();
  await expect(banner(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Active");
});
