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
