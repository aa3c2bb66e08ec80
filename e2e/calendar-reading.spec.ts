// The calendar as a scheduler reads it all day: busy weeks of hundreds of slots, names that must be
// legible, the grid following what was just done, a keyboard path, remembered zones, feeds and a timeline.
import { readFile } from "node:fs/promises";
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectAccessible, newKey, newWatermark, reserveByApi, signIn } from "./dashboard";

// Seeding hundreds of slots and rendering them takes a while on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const BASE = "/watermarking/v1.0/measurement";
const DESKTOP = { width: 1280, height: 800 };

/** `codes` new watermarks, each with `perCode` 30-minute slots on consecutive days from `firstDay` at `hour` UTC. */
async function busyWeek(
  request: APIRequestContext,
  key: string,
  codes: number,
  perCode: number,
  firstDay: string,
  prefix: string,
) {
  const watermarks = [];
  for (let batch = 0; batch < codes; batch += 20) {
    const count = Math.min(20, codes - batch);
    watermarks.push(
      ...(await Promise.all(
        Array.from({ length: count }, (_, i) =>
          newWatermark(request, key, `${prefix} ${String(batch + i + 1).padStart(3, "0")}`),
        ),
      )),
    );
  }
  const day = Date.parse(`${firstDay}T00:00:00Z`);
  const slots = watermarks.flatMap((watermark, index) =>
    Array.from({ length: perCode }, (_, n) => ({
      watermark,
      start: new Date(day + n * 86_400_000 + ((index * 30) % 1440) * 60_000).toISOString(),
    })),
  );
  for (let batch = 0; batch < slots.length; batch += 25) {
    await Promise.all(
      slots
        .slice(batch, batch + 25)
        .map(({ watermark, start }) => reserveByApi(request, key, watermark.id, start, 1800)),
    );
  }
  return watermarks;
}

/** Whether the element is inside its scrolling region's visible box (not only in the page). */
async function visibleIn(region: Locator, element: Locator) {
  const [outer, inner] = [(await region.boundingBox())!, (await element.boundingBox())!];
  return (
    inner.y >= outer.y - 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1 &&
    inner.x >= outer.x - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1
  );
}

const grid = (page: Page) => page.getByRole("region", { name: "Reservations by day" });

test("a 30-minute slot is tall enough to read its name, and its title holds the whole name", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const { key } = await newKey(request, "scheduler");
  const name = `Late Evening News with Weather ${Date.now()}`;
  const watermark = await newWatermark(request, key, name);
  const slot = await reserveByApi(request, key, watermark.id, "2034-03-07T06:00:00Z", 1800);
  await signIn(page, key);
  await page.goto(`/calendar?view=week&date=2034-03-07&zone=UTC&slot=${slot.id}`);
  const button = page.locator(`[data-reservation="${slot.id}"]`);
  await expect(button).toHaveAttribute("title", new RegExp(name));
  // Opened by link: the slot is brought into the window, not only into the grid.
  await expect(button).toBeInViewport();
  const box = (await button.boundingBox())!;
  // Two lines of 12 px text (the times, then the name): 32 px at least.
  expect(box.height).toBeGreaterThanOrEqual(32);
  const nameLine = button.getByTestId("slot-name");
  await expect(nameLine).toBeVisible();
  const fontSize = await nameLine.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(12);
  const lineBox = (await nameLine.boundingBox())!;
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  await page.screenshot({ path: "/tmp/calendar-slot-names.png" });
});

test("the grid scrolls to the slot just reserved, to the conflict of a refusal, and to a slot opened by link", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const { key } = await newKey(request, "scheduler");
  const watermark = await newWatermark(request, key, `Night show ${Date.now()}`);
  const taken = await reserveByApi(request, key, watermark.id, "2034-04-04T23:00:00Z", 1800);
  await signIn(page, key);
  await page.goto(`/calendar?view=day&date=2034-04-04&zone=UTC&code=${watermark.id}`);
  await expect(page.locator(`[data-reservation="${taken.id}"]`)).toHaveCount(1);

  await page.getByLabel("Start (UTC)").fill("21:30");
  await page.getByLabel("Duration (minutes)").fill("30");
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reserved 2034-04-04T21:30:00" })).toBeVisible();
  const made = page.locator("[data-reservation]").filter({ hasText: "21:30" });
  await expect.poll(() => visibleIn(grid(page), made)).toBe(true);

  await grid(page).evaluate((element) => element.scrollTo({ top: 0 }));
  await page.getByLabel("Start (UTC)").fill("23:15");
  await page.getByRole("button", { name: "Reserve", exact: true }).click();
  await expect(page.getByTestId("problem-code")).toHaveText("slot_unavailable");
  await expect.poll(() => visibleIn(grid(page), page.getByTestId("conflict"))).toBe(true);

  // A link to one slot (the URL while its card is open) opens its card and shows it.
  await page.goto(`/calendar?view=week&date=2034-04-04&zone=UTC&slot=${taken.id}`);
  await expect(page.getByRole("region", { name: "Reservation", exact: true })).toContainText(watermark.name);
  await expect.poll(() => visibleIn(grid(page), page.locator(`[data-reservation="${taken.id}"]`))).toBe(true);
});

test("a daylight-saving week shows its seven days, the change day included, on a 1280×800 screen", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const { key } = await newKey(request, "scheduler");
  await signIn(page, key);
  for (const date of ["2026-11-01", "2026-03-08"]) {
    await page.goto(`/calendar?view=week&date=${date}&zone=America/New_York`);
    const region = grid(page);
    const days = region.getByRole("group");
    await expect(days).toHaveCount(7);
    for (const day of await days.all()) {
      const box = (await day.boundingBox())!;
      const outer = (await region.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
    }
    await expect(region.getByTestId("dst-note")).toBeVisible();
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
  }
  await page.screenshot({ path: "/tmp/calendar-dst-week.png" });
});

test("in a week of 200 slots the reserve form is a few Tab presses away (skip link)", async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const { key } = await newKey(request, "scheduler");
  await busyWeek(request, key, 40, 5, "2034-05-01", `Busy ${Date.now()}`);
  await signIn(page, key);
  await page.goto("/calendar?view=week&date=2034-05-01&zone=UTC");
  await expect(page.locator("[data-reservation]")).toHaveCount(200);
  await page.screenshot({ path: "/tmp/calendar-busy-week.png" });
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  let presses = 0;
  const inForm = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest("form[aria-labelledby=reserve-heading]")));
  while (!(await inForm()) && presses < 300) {
    await page.keyboard.press("Tab");
    presses++;
    if ((await page.evaluate(() => document.activeElement?.textContent)) === "Skip to the reserve form") {
      await expect(page.getByRole("link", { name: "Skip to the reserve form" })).toBeVisible();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      presses++;
    }
  }
  expect(await inForm()).toBe(true);
  console.log(`Tab presses to the reserve form in a week of 200 slots: ${presses}`);
  // The main navigation's links come first, whatever the week holds; past them, a few presses (the
  // calendar's toolbar and the skip link), none for the 200 slots.
  const navigationLinks = await page.getByRole("navigation", { name: "Main" }).getByRole("link").count();
  expect(presses).toBeLessThanOrEqual(navigationLinks + 5);
});

test("the time zone is remembered per key between visits; the URL's zone wins; a mistyped zone is an error naming it", async ({
  page,
  request,
}) => {
  const first = await newKey(request, "scheduler");
  const second = await newKey(request, "scheduler");
  await signIn(page, first.key);
  await page.goto("/calendar?view=week&date=2034-06-05");
  const zoneInput = page.getByLabel("Time zone");
  await zoneInput.fill("Asia/Tokyo");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByLabel("Start (Asia/Tokyo)")).toBeVisible();

  // Mistyped: an error that names the value, and the calendar stays in Tokyo.
  await zoneInput.fill("Europe/Pariss");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText('"Europe/Pariss" is not an IANA time zone')).toBeVisible();
  await expect(zoneInput).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Start (Asia/Tokyo)")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("zone")).toBe("Asia/Tokyo");
  await expectAccessible(page);

  await page.goto("/calendar?view=week&date=2034-06-05");
  await expect(page.getByLabel("Start (Asia/Tokyo)")).toBeVisible();
  await page.goto("/calendar?view=week&date=2034-06-05&zone=Europe/Paris");
  await expect(page.getByLabel("Start (Europe/Paris)")).toBeVisible();
  await page.goto("/calendar?view=week&date=2034-06-05&zone=Mars/Olympus");
  await expect(page.getByRole("alert").filter({ hasText: '"Mars/Olympus" is not an IANA time zone' })).toBeVisible();

  // Another key on the same browser keeps its own zone (here, none yet: the browser's).
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, second.key);
  await page.goto("/calendar?view=week&date=2034-06-05");
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByLabel(`Start (${browserZone})`)).toBeVisible();
});

test("exports name each show and keep revoked slots as cancelled", async ({ page, request }) => {
  const { key } = await newKey(request, "scheduler");
  const name = `Sports tonight ${Date.now()}`;
  const watermark = await newWatermark(request, key, name);
  await reserveByApi(request, key, watermark.id, "2034-07-03T19:00:00Z", 3600);
  const revoked = await reserveByApi(request, key, watermark.id, "2034-07-04T19:00:00Z", 3600);
  const answer = await request.post(`${BASE}/watermarks/linear_reservations/revoke/${revoked.token}`, {
    headers: { "x-api-key": key },
    data: { reason: "rain delay" },
  });
  expect(answer.status()).toBe(200);
  await signIn(page, key);
  await page.goto(`/calendar?view=week&date=2034-07-03&zone=UTC&code=${watermark.id}`);
  await expect(page.locator("[data-reservation]")).toHaveCount(1);

  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile(await (await csvDownload).path(), "utf8");
  expect(csv.split("\n")[0]).toBe(
    "id,watermark_id,sid,csid,start,end,duration,time_zone,status,created_at,revoked_at,revoke_reason,watermark_name",
  );
  expect(csv).toMatch(new RegExp(`${revoked.id},.*,Revoked,.*,rain delay,${name}`));
  const icsDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export iCal" }).click();
  const ics = await readFile(await (await icsDownload).path(), "utf8");
  expect(ics).toContain(`SUMMARY:${name} (sid`);
  expect(ics).toContain("STATUS:CANCELLED");
});

test("Subscribe gives the key's feed URL with a copy button; the URL serves the slots without a key", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { key } = await newKey(request, "scheduler");
  const name = `Feed show ${Date.now()}`;
  const watermark = await newWatermark(request, key, name);
  const soon = new Date(Math.ceil(Date.now() / 3_600_000 + 24) * 3_600_000).toISOString().replace(".000Z", "Z");
  await reserveByApi(request, key, watermark.id, soon, 1800);
  await signIn(page, key);
  await page.goto("/calendar");
  await page.getByRole("button", { name: "Subscribe" }).click();
  const url = page.getByTestId("feed-url");
  await expect(url).toHaveText(/\/calendar_feeds\/bmf_[A-Za-z0-9_-]{32}\.ics$/);
  await page.getByRole("button", { name: "Copy the feed URL" }).click();
  const feedUrl = (await url.textContent())!;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
  await expectAccessible(page);
  const feed = await request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain(`SUMMARY:${name}`);
});

test("the timeline shows one row per code over a week, named by its show, readable with 150 codes", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const { key } = await newKey(request, "scheduler");
  const prefix = `Station ${Date.now()}`;
  const watermarks = await busyWeek(request, key, 150, 2, "2034-08-07", prefix);
  await signIn(page, key);
  await page.goto("/calendar?view=week&date=2034-08-07&zone=UTC");
  await page.getByRole("button", { name: "Timeline" }).click();
  await expect(page).toHaveURL(/view=timeline/);
  const timeline = page.getByRole("region", { name: "Timeline by code" });
  const rows = timeline.getByTestId("timeline-row");
  await expect(rows.first()).toContainText(`${prefix} 001`);
  // Rows are virtualised: a screenful is in the page, not 150.
  expect(await rows.count()).toBeLessThan(60);
  const bar = rows.first().locator("[data-reservation]").first();
  await expect(bar).toHaveAttribute("title", new RegExp(`${prefix} 001`));
  await expectAccessible(page);
  await page.screenshot({ path: "/tmp/calendar-timeline.png" });

  // Keyboard: the region scrolls with the keys; the last code comes into view.
  await timeline.focus();
  await page.keyboard.press("End");
  const last = watermarks.at(-1)!;
  await expect(timeline.getByTestId("timeline-row").filter({ hasText: last.name })).toBeVisible();
  await timeline
    .getByTestId("timeline-row")
    .filter({ hasText: last.name })
    .locator("[data-reservation]")
    .first()
    .click();
  await expect(page.getByRole("region", { name: "Reservation", exact: true })).toContainText(last.name);
});
