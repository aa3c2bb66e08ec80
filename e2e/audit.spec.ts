import { expect, test } from "@playwright/test";
import { adminKey, expectAccessible, newKey, newWatermark, signIn } from "./dashboard";

test("an admin filters the audit log by who and action, sees names beside ids, pages through it and downloads it as CSV", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // writes 56 entries first
  const scheduler = await newKey(request, "scheduler");
  const show = await newWatermark(request, scheduler.key, `Audit evening show ${Date.now()}`);
  // 55 more entries of this key: more than a page (50).
  for (let i = 0; i < 55; i++) await newWatermark(request, scheduler.key);

  await signIn(page, adminKey);
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading the audit log" })).toHaveCount(0);
  await page.getByLabel("Who").selectOption({ label: `${scheduler.name} (scheduler)` });
  await page.getByLabel("Action").selectOption({ label: "Watermarks" });
  const rows = page.getByRole("table", { name: "Audit log, newest first" }).getByRole("row");
  await expect(rows).toHaveCount(51); // the header and a page
  await expect(page.getByText("50 entries shown, more below.")).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).press("Enter");
  await expect(rows).toHaveCount(57);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  const first = rows.filter({ hasText: show.id });
  await expect(first).toContainText(show.name);
  await expect(first).toContainText(scheduler.name);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/audit-filtered.png", fullPage: true });

  await page.getByLabel("Target id").fill(show.id);
  await expect(rows).toHaveCount(2);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString("utf8").trim().split("\n");
  expect(lines[0]).toBe("id,at,actor_key_id,actor_name,action,target,target_name,outcome,detail");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${show.id},${show.name}`);

  await page.getByLabel("Who").selectOption({ label: "Anyone" });
  await page.getByLabel("Target id").fill("");
  await page.getByLabel("Before (UTC)").fill("2000-01-01T00:00");
  await expect(page.getByText("No entry.")).toBeVisible();
});
