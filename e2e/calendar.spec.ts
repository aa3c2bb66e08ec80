import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { adminKey, expectAccessible, newKey, newWatermark, reserveByApi, signIn } from "./dashboard";

test("a DST week in America/New_York: a 25-hour day, a 23-hour day, and a slot in the repeated hour", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "scheduler");
  const watermark = await newWatermark(request, key);
  await signIn(page, key);
  await page.goto(`/calendar?view=week&date=2026-11-01&zone=America/New_York&code=${watermark.id}`);
  const fallBack = page.getByTestId("day-2026-11-01");
  await expect(fallBack).toHaveAttribute("aria-label", /25 hours, UTC-04:00 → UTC-05:00/);
  await expect(page.getByTestId("dst-note")).toHaveText(["25-hour day (clocks go back)"]);
  const tall = (await fallBack.boundingBox())!.height;
  const normal = (await page.getByTestId("day-2026-10-31").boundingBox())!.height;
  expect(tall / normal).toBeCloseTo(25 / 24, 3);
  await expect(fallBack.getByText("01:00", { exact: true })).toHaveCount(2);
  await expectAccessible(page);

  // 01:30 happens twice on 1 November: reserve the second one (EST) with the keyboard.
  await page.getByRole("form", { name: "Reserve a slot" }).getByLabel("Date", { exact: true }).fill("2026-11-01");
  await page.getByLabel("Start (America/New_York)").fill("01:30");
  await page.getByRole("radio", { name: "second (UTC-05:00)" }).check();
  await page.getByLabel("Duration (minutes)").fill("30");
  await expect(page.getByTestId("resolved-start")).toContainText("2026-11-01T01:30:00-05:00");
  await page.getByRole("button", { name: "Reserve", exact: true }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Reserved 2026-11-01T01:30:00-05:00" })).toBeVisible();
  // 01:30 EST is 2.5 real hours after midnight EDT: 150 minutes down the column (1.2 px a minute).
  const slot = fallBack.locator("[data-reservation]");
  await expect(slot).toHaveCount(1);
  const top = (await slot.boundingBox())!.y - (await fallBack.boundingBox())!.y;
  expect(top).toBeCloseTo(150 * 1.2, 0);

  await page.goto("/calendar?view=week&date=2026-03-08&zone=America/New_York");
  await expect(page.getByTestId("day-2026-03-08")).toHaveAttribute("aria-label", /23 hours, UTC-05:00 → UTC-04:00/);
  await expect(page.getByTestId("dst-note")).toHaveText(["23-hour day (clocks go forward)"]);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("dst-note")).toHaveCount(0);
  await expect(page.getByTestId("day-offset").first()).toHaveText("UTC-04:00");
});

test("a conflicting reservation is refused and the conflict is shown in place", async ({ page, request }) => {
  const first = await newKey(request, "scheduler");
  const second = await newKey(request, "scheduler");
  const watermark = await newWatermark(request, first.key);
  await reserveByApi(request, first.key, watermark.id, "2031-03-12T20:00:00Z", 3600);
  await signIn(page, second.key);
  await page.goto(`/calendar?view=day&date=2031-03-12&zone=UTC&code=${watermark.id}`);
  await expect(page.locator("[data-reservation]")).toHaveCount(1);
  await page.getByLabel("Start (UTC)").fill("20:30");
  await page.getByLabel("Duration (minutes)").fill("60");
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already taken" })).toBeVisible();
  await expect(page.getByTestId("problem-code")).toHaveText("slot_unavailable");
  await expect(page.getByTestId("conflict")).toBeVisible();
  await expectAccessible(page);
  await expect(page.locator("[data-reservation]")).toHaveAttribute("aria-label", /conflicting/);
  // Back to back is free: [20:00, 21:00) then [21:00, 22:00).
  await page.getByLabel("Start (UTC)").fill("21:00");
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  await expect(page.getByTestId("conflict")).toHaveCount(0);
  await expect(page.locator("[data-reservation]")).toHaveCount(2);
});

test("select a span by dragging, reserve it, and export the range", async ({ page, request }) => {
  const { key } = await newKey(request, "scheduler");
  const watermark = await newWatermark(request, key);
  await signIn(page, key);
  await page.goto(`/calendar?view=day&date=2031-05-20&zone=Europe/Paris&code=${watermark.id}`);
  const day = page.getByTestId("day-2031-05-20");
  await day.scrollIntoViewIfNeeded();
  const box = (await day.boundingBox())!;
  // 02:00 to 03:30 Paris time: 120 and 210 minutes down the column.
  await page.mouse.move(box.x + 40, box.y + 120 * 1.2);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + 180 * 1.2, { steps: 4 });
  await page.mouse.move(box.x + 40, box.y + 210 * 1.2, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId("resolved-start")).toContainText("2031-05-20T02:00:00+02:00");
  await expect(page.getByLabel("Duration (minutes)")).toHaveValue("90");
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  await expect(day.locator("[data-reservation]")).toHaveCount(1);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv.split("\n")[0]).toBe(
    "id,watermark_id,sid,csid,start,end,duration,time_zone,status,created_at,revoked_at,revoke_reason,watermark_name",
  );
  expect(csv).toContain(
    `${watermark.id},${watermark.sid},${watermark.csid},2031-05-20T02:00:00+02:00,2031-05-20T03:30:00+02:00,5400,Europe/Paris,Active`,
  );
  const ics = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export iCal" }).click();
  const calendar = await readFile(await (await ics).path(), "utf8");
  expect(calendar).toContain("DTSTART:20310520T000000Z");
  expect(calendar).toContain(`SUMMARY:${watermark.name} (sid ${watermark.sid}\\, csid ${watermark.csid})`);
});

test("an admin revokes a scheduler's slot (others cannot); the audit log records it", async ({ page, request }) => {
  const owner = await newKey(request, "scheduler");
  const other = await newKey(request, "scheduler");
  const watermark = await newWatermark(request, owner.key);
  const reservation = await reserveByApi(request, owner.key, watermark.id, "2031-07-04T18:00:00-04:00", 1800);
  const calendar = `/calendar?view=day&date=2031-07-04&zone=America/New_York&code=${watermark.id}`;

  await signIn(page, other.key);
  await page.goto(calendar);
  await page.locator(`[data-reservation="${reservation.id}"]`).click();
  await expect(page.getByText("Made with another key")).toBeVisible();
  await expect(page.getByRole("button", { name: "Revoke" })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign out" }).click();

  await signIn(page, adminKey);
  await page.goto(calendar);
  await page.locator(`[data-reservation="${reservation.id}"]`).click();
  await page.getByRole("button", { name: "Revoke", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this reservation?" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Reason (optional)").fill("schedule change");
  await dialog.getByRole("button", { name: "Revoke reservation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-reservation="${reservation.id}"]`)).toHaveCount(0);
  await page.getByLabel("Show revoked").click();
  await expect(page.getByLabel("Show revoked")).toBeChecked();
  await expect(page.locator(`[data-reservation="${reservation.id}"]`)).toHaveAttribute("aria-label", /revoked/);

  await page.getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Action").selectOption({ label: "Reservations" });
  await expect(page.getByRole("status").filter({ hasText: "Loading the audit log" })).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: reservation.id }).filter({ hasText: "reservation.revoke" });
  await expect(row).toContainText("schedule change");
});

test("revoking frees the span at once: the refusal's highlights and message go, and a revoked slot is never a conflict", async ({
  page,
  request,
}) => {
  const owner = await newKey(request, "scheduler");
  const watermark = await newWatermark(request, owner.key);
  const taken = await reserveByApi(request, owner.key, watermark.id, "2032-02-10T20:00:00Z", 3600);
  await signIn(page, adminKey);
  await page.goto(`/calendar?view=day&date=2032-02-10&zone=UTC&code=${watermark.id}`);
  await page.getByLabel("Start (UTC)").fill("20:30");
  await page.getByLabel("Duration (minutes)").fill("60");
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "already taken" });
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId("conflict")).toBeVisible();

  await page.locator(`[data-reservation="${taken.id}"]`).click();
  await page.getByRole("button", { name: "Revoke", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Revoke this reservation?" })
    .getByRole("button", { name: "Revoke reservation" })
    .click();
  await expect(page.getByText("No reservation in this range")).toBeVisible();
  await expect(page.getByTestId("conflict")).toHaveCount(0);
  await expect(refusal).toHaveCount(0);

  await page.getByLabel("Show revoked").click();
  await expect(page.getByLabel("Show revoked")).toBeChecked();
  const revoked = page.locator(`[data-reservation="${taken.id}"]`);
  await expect(revoked).toHaveAttribute("data-tone", "revoked");
  await expect(revoked).not.toHaveAttribute("aria-label", /conflicting/);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reserved 2032-02-10T20:30:00" })).toBeVisible();
});

test("slots and refusals speak of watermarks by name, in the calendar's zone and one unit", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "scheduler");
  const evening = await newWatermark(request, key, `Evening news ${Date.now()}`);
  await reserveByApi(request, key, evening.id, "2033-06-14T20:00:00+01:00", 3600);
  await signIn(page, key);
  await page.goto(`/calendar?view=day&date=2033-06-14&zone=Europe/London&code=${evening.id}`);
  await expect(page.locator("[data-reservation]")).toContainText(evening.name);

  await page.getByLabel("Start (Europe/London)").fill("20:30");
  await page.getByLabel("Duration (minutes)").fill("60");
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already taken" })).toContainText(
    `overlaps ${evening.name}, 20:00–21:00 Europe/London`,
  );

  // Typed in minutes, checked and confirmed in minutes.
  await page.getByLabel("Duration (minutes)").fill("0");
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  await expect(page.locator("#field-duration-error")).toHaveText(/minutes/);
  await page.getByLabel("Start (Europe/London)").fill("22:00");
  await page.getByLabel("Duration (minutes)").fill("30");
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Reserved 2033-06-14T22:00:00+01:00 for 30 min." }),
  ).toBeVisible();
});

test("a 200-character name without spaces is cut with its whole text on hover, and the code stays readable", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { key } = await newKey(request, "scheduler");
  const stamp = `HOUSEID${Date.now()}`;
  const longName = stamp + "X".repeat(200 - stamp.length);
  const long = await newWatermark(request, key, longName);
  const reservation = await reserveByApi(request, key, long.id, "2033-07-01T18:00:00Z", 1800);
  await signIn(page, key);
  await page.goto(`/calendar?view=day&date=2033-07-01&zone=UTC&code=${long.id}`);
  const slot = page.locator(`[data-reservation="${reservation.id}"]`);
  await expect(slot).toHaveAttribute("title", new RegExp(longName));

  // The pickers keep their width whatever the name; their title, and the form's statement, hold it whole.
  const codePicker = page.getByRole("combobox", { name: "Code" });
  expect((await codePicker.boundingBox())!.width).toBeLessThanOrEqual(300);
  await expect(codePicker).toHaveAttribute("title", new RegExp(longName));
  const sidebarPicker = page.getByRole("combobox", { name: "Watermark" });
  const books = page.getByTestId("books");
  await expect(books).toContainText(`${longName} · sid ${long.sid} · csid ${long.csid}`);
  await slot.click();
  await expect(page.getByRole("region", { name: "Reservation", exact: true })).toContainText(longName);
  const aside = (await page.locator("aside").boundingBox())!;
  for (const inSidebar of [sidebarPicker, books, page.getByRole("region", { name: "Reservation", exact: true })]) {
    const box = (await inSidebar.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(aside.x + aside.width + 1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  await expectAccessible(page);
});

test("showing revoked slots keeps the grid where it was scrolled", async ({ page, request }) => {
  const { key } = await newKey(request, "scheduler");
  const watermark = await newWatermark(request, key);
  await reserveByApi(request, key, watermark.id, "2033-08-02T07:00:00Z", 1800);
  await signIn(page, key);
  await page.goto(`/calendar?view=day&date=2033-08-02&zone=UTC&code=${watermark.id}`);
  await expect(page.locator("[data-reservation]")).toHaveCount(1);
  const grid = page.getByRole("region", { name: "Reservations by day" });
  await grid.evaluate((element) => (element.scrollTop = 300));
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByLabel("Show revoked").click();
  await expect(page.getByLabel("Show revoked")).toBeChecked();
  await answered;
  await expect(page.locator("[data-reservation]")).toHaveCount(1);
  await expect.poll(() => grid.evaluate((element) => element.scrollTop)).toBe(300);
});
