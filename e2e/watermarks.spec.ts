import { expect, test } from "@playwright/test";
import { adminKey, expectAccessible, newKey, newWatermark, signIn } from "./dashboard";

test("registering a watermark: the API's messages inline, then the detail page and the list", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "scheduler");
  await signIn(page, key);
  await page.getByRole("link", { name: "Register a watermark" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Register a watermark" })).toBeVisible();
  const name = `Evening news ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("SID", { exact: true }).fill("32755");
  await page.getByLabel("CSID", { exact: true }).fill("0x3ABCD");
  await page.getByLabel("CSID", { exact: true }).press("Tab");
  // The same messages the API answers (they come from the same zod schema).
  const refused = await request.post("/watermarking/v1.0/measurement/watermarks", {
    headers: { "x-api-key": adminKey },
    data: { type: "Linear", name, sid: 32755, sid_check_digits: "AB", csid: "0x3ABCD", csid_check_digits: "7Q" },
  });
  const apiMessages = ((await refused.json()) as { errors: { path: string; message: string }[] }).errors;
  for (const { path, message } of apiMessages) {
    await expect(page.locator(`#field-${path}-error`)).toHaveText(message);
  }
  await expect(page.getByLabel("SID", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByLabel("SID", { exact: true }).fill("4242");
  await page.getByLabel("SID check digits", { exact: true }).fill("AB");
  await page.getByLabel("CSID", { exact: true }).fill("0x1BEEF");
  await page.getByLabel("CSID check digits", { exact: true }).fill("7Q");
  await page.getByRole("button", { name: "Register watermark" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("No reservation yet")).toBeVisible();

  await page.getByRole("link", { name: "Watermarks" }).click();
  await page.getByLabel("Search by name").fill(name.slice(-8));
  await expect(page.getByRole("link", { name })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Type").selectOption("VOD");
  await expect(page.getByText("No watermark matches")).toBeVisible();
});

test("a name with markup is shown as text", async ({ page, request }) => {
  const name = `<img src=x onerror="window.pwned=1"> ${Date.now()}`;
  const created = await request.post("/watermarking/v1.0/measurement/watermarks", {
    headers: { "x-api-key": adminKey },
    data: { type: "VOD", name, sid: 77, sid_check_digits: "AB", csid: "0x1ABCD", csid_check_digits: "7Q" },
  });
  const { id } = await created.json();
  await signIn(page, adminKey);
  await page.goto(`/watermarks/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});

test("a 200-character name without spaces leaves every column of the list on a 1440 px screen", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { key } = await newKey(request, "scheduler");
  const stamp = `HOUSEID${Date.now()}`;
  const name = stamp + "Y".repeat(200 - stamp.length);
  await newWatermark(request, key, name);
  await signIn(page, key);
  await page.goto("/watermarks");
  await page.getByLabel("Search by name").fill(stamp);
  await expect(page.getByRole("link", { name })).toHaveAttribute("title", name);
  for (const column of ["Type", "SID", "CSID", "Registered (UTC)"]) {
    const box = (await page.getByRole("columnheader", { name: column, exact: true }).boundingBox())!;
    expect(box.x + box.width, column).toBeLessThanOrEqual(1440);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  await page.goto(`/watermarks/${(await page.getByRole("link", { name }).getAttribute("href"))!.split("/").pop()}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
});

test("the list shows a watermark registered elsewhere when the window regains focus", async ({ page, request }) => {
  const { key } = await newKey(request, "scheduler");
  await newWatermark(request, key);
  await signIn(page, key);
  await page.goto("/watermarks");
  await expect(page.getByRole("table")).toBeVisible();
  const elsewhere = await newWatermark(request, key, `Registered elsewhere ${Date.now()}`);
  await expect(page.getByRole("link", { name: elsewhere.name })).toHaveCount(0);
  // What the browser signals when the user comes back to the tab.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
  await expect(page.getByRole("link", { name: elsewhere.name })).toBeVisible();
});
