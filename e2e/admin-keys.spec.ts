import { expect, test } from "@playwright/test";
import { adminKey, expectAccessible, signIn } from "./dashboard";

test("an admin creates a key (shown once), it works, and revoking it shuts it out", async ({ page, browser }) => {
  await signIn(page, adminKey);
  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  const name = `playout ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Role").selectOption("scheduler");
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-key").textContent())!;
  expect(key).toMatch(/^bmk_/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText(key);
  await expectAccessible(page);

  const other = await browser.newPage();
  await signIn(other, key);
  await expect(other.getByTestId("signed-in-as")).toContainText("scheduler");

  page.once("dialog", (dialog) => dialog.accept());
  await row.getByRole("button", { name: `Revoke key ${name}` }).click();
  await expect(row).toContainText("Revoked");
  await page.reload();
  await expect(page.getByTestId("new-key")).toHaveCount(0);

  await other.goto("/watermarks");
  await expect(other).toHaveURL(/\/sign-in\?next=%2Fwatermarks$/);
  await other.close();
});

test("an admin gives a key an expiry, and sees each key's last use", async ({ page, browser }) => {
  await signIn(page, adminKey);
  await page.getByRole("link", { name: "API keys" }).click();
  const name = `contractor ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Role").selectOption("qa");
  await page.getByLabel("Expires (UTC, optional)").fill("2020-01-01T10:00");
  await page.getByLabel("Expires (UTC, optional)").press("Enter");
  await expect(page.getByText("expires_at must be in the future")).toBeVisible();
  await expect(page.getByLabel("Expires (UTC, optional)")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Expires (UTC, optional)").fill("2031-06-30T18:30");
  await page.getByLabel("Expires (UTC, optional)").press("Enter");
  const key = (await page.getByTestId("new-key").textContent())!;
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("2031-06-30 18:30");
  await expect(row.getByRole("cell").nth(6)).toHaveText("never");
  await expectAccessible(page);

  const other = await browser.newPage();
  await signIn(other, key);
  await other.close();
  await page.reload();
  await expect(row.getByRole("cell").nth(6)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await page.screenshot({ path: "test-results/keys-expiry-last-use.png", fullPage: true });
});
