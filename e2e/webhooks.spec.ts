import { expect, test } from "@playwright/test";
import { adminKey, expectAccessible, signIn } from "./dashboard";

test("an admin registers a webhook endpoint: a refused address names url; an allowed one shows its secret once and is listed", async ({ page }) => {
  await signIn(page, adminKey);
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

  // The e2e server allows 127.0.0.1 (PROBE_URL_ALLOW), so the refused address is a link-local one.
  await page.getByLabel("URL", { exact: true }).fill("http://169.254.169.254/hook");
  await page.getByLabel("job.failed").check();
  await page.getByRole("button", { name: "Register endpoint" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "url: 169.254.169.254 is a linkLocal address" })).toBeVisible();
  await expect(page.getByTestId("problem-code")).toHaveText("validation_failed");
  await expect(page.getByLabel("URL", { exact: true })).toHaveAttribute("aria-invalid", "true");

  const url = `https://example.com/hook/${Date.now()}`;
  await page.getByLabel("URL", { exact: true }).fill(url);
  await page.getByLabel("reservation.created").press("Space");
  await page.getByRole("button", { name: "Register endpoint" }).click();
  await expect(page.getByTestId("new-webhook-secret")).toHaveText(/^whsec_/);
  const row = page.getByRole("row").filter({ hasText: url });
  await expect(row).toContainText("job.failed, reservation.created");
  await expectAccessible(page);

  await row.getByRole("button", { name: `Deliveries to ${url}` }).click();
  await expect(page.getByText("No deliveries yet.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("new-webhook-secret")).toHaveCount(0);
});
