// A scheduler's catalogue of 310 watermarks: older shows are found by typing, the form books exactly the
// show it states however the page was reached, and every slot on screen carries its show's name.
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible, newKey, newWatermark, signIn } from "./dashboard";

// Searches are debounced and the machine running the suite may be busy: wait longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
const COUNT = 310;
// One catalogue for the whole scenario: serial, so that a failure does not register it again in a new worker.
test.describe.configure({ mode: "serial", timeout: 120_000 });
type Watermark = Awaited<ReturnType<typeof newWatermark>>;
let scheduler: string;
/** Oldest first: shows[0] was registered first, so the 200 newest are shows[110..309]. */
const shows: Watermark[] = [];

const showName = (i: number) => `Station ${String(i).padStart(3, "0")} Late News`;
const stated = (w: Watermark) => `${w.name} · sid ${w.sid} · csid ${w.csid}`;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  scheduler = (await newKey(api, "scheduler")).key;
  // Codes of this spec's own: sids 20000–20309, csids 0x2C000–0x2C135 (other specs draw theirs at random).
  for (let i = 0; i < COUNT; i += 10) {
    const batch = Array.from({ length: Math.min(10, COUNT - i) }, (_, k) => i + k);
    shows.push(
      ...(await Promise.all(
        batch.map((n) =>
          newWatermark(api, scheduler, showName(n), {
            sid: 20000 + n,
            csid: `0x2${(0xc000 + n).toString(16).toUpperCase()}`,
            house_number: `LN-${n}`,
          }),
        ),
      )),
    );
  }
  await api.dispose();
});

async function reservationsOf(request: APIRequestContext, watermark: Watermark) {
  const response = await request.get(`/watermarking/v1.0/measurement/watermarks/${watermark.id}/linear_reservations`, {
    headers: { "x-api-key": scheduler },
  });
  return ((await response.json()) as { items: { start: string; duration: number }[] }).items;
}

async function reserveWithKeyboard(page: Page, start: string, minutes: string) {
  await page.getByLabel(/^Start \(/).fill(start);
  await page.getByLabel("Duration (minutes)").fill(minutes);
  await page.getByRole("button", { name: "Reserve", exact: true }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Reserved" })).toBeVisible();
}

test("an old show is found by typing and reserved with the keyboard; its slot shows its name", async ({
  page,
  request,
}) => {
  const show = shows[7]!;
  await signIn(page, scheduler);
  await page.goto("/calendar?view=day&date=2033-03-14&zone=UTC");
  const picker = page.getByRole("combobox", { name: "Watermark" });
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await picker.focus();
  await page.keyboard.type("station 007");
  await expect(page.getByRole("status").filter({ hasText: "1 watermark matches" })).toHaveCount(1);
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  const option = page.getByRole("option", { name: new RegExp(show.name) });
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(picker).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await expectAccessible(page);
  await page.screenshot({ path: "/tmp/catalogue-picker.png" });
  await page.keyboard.press("Enter");
  await expect(picker).toHaveValue(stated(show));
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByTestId("books")).toHaveText(`Books: ${stated(show)}`);
  await expect(page).toHaveURL(new RegExp(`code=${show.id}`));

  // Escape closes the list, then gives back the chosen show's text.
  await picker.focus();
  await page.keyboard.type("zzz no such show");
  await expect(page.getByRole("status").filter({ hasText: "No watermark matches" })).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Escape");
  await expect(picker).toHaveValue(stated(show));

  await reserveWithKeyboard(page, "21:00", "30");
  const slot = page.locator("[data-reservation]");
  await expect(slot).toHaveCount(1);
  // The slot's two lines: its times, then its show's name (the accessible name reads both).
  await expect(slot).toHaveAccessibleName(new RegExp(`^21:00–21:30 ${show.name},`));
  expect((await reservationsOf(request, show)).map((r) => [r.start, r.duration])).toEqual([
    ["2033-03-14T21:00:00+00:00", 1800],
  ]);
  await page.screenshot({ path: "/tmp/catalogue-reserved.png" });
});

test("an old watermark's link 'Open in the slot calendar' states and books that watermark", async ({
  page,
  request,
}) => {
  const show = shows[3]!;
  const newest = shows.at(-1)!;
  await signIn(page, scheduler);
  await page.goto(`/watermarks/${show.id}`);
  await page.getByRole("link", { name: "Open in the slot calendar" }).click();
  await expect(page.getByRole("combobox", { name: "Watermark" })).toHaveValue(stated(show));
  await expect(page.getByRole("combobox", { name: "Code" })).toHaveValue(stated(show));
  await expect(page.getByTestId("books")).toHaveText(`Books: ${stated(show)}`);
  await page.getByRole("form", { name: "Reserve a slot" }).getByLabel("Date", { exact: true }).fill("2033-04-05");
  await reserveWithKeyboard(page, "18:00", "30");
  expect(await reservationsOf(request, show)).toHaveLength(1);
  expect(await reservationsOf(request, newest)).toHaveLength(0);
});

test("dragging a span keeps the chosen show, and the form books it", async ({ page, request }) => {
  const [linked, chosen] = [shows[5]!, shows[6]!];
  await signIn(page, scheduler);
  await page.goto(`/calendar?view=day&date=2033-05-10&zone=UTC&code=${linked.id}`);
  const picker = page.getByRole("combobox", { name: "Watermark" });
  await expect(picker).toHaveValue(stated(linked));
  // Found by its sid: the exact code ranks first.
  await picker.focus();
  await page.keyboard.type(String(chosen.sid));
  await expect(page.getByRole("listbox", { name: "Watermark" }).getByRole("option").first()).toContainText(chosen.name);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("books")).toHaveText(`Books: ${stated(chosen)}`);

  const day = page.getByTestId("day-2033-05-10");
  await day.scrollIntoViewIfNeeded();
  const box = (await day.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 120 * 1.2);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + 150 * 1.2, { steps: 4 });
  await page.mouse.move(box.x + 40, box.y + 180 * 1.2, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByLabel("Duration (minutes)")).toHaveValue("60");
  await expect(picker).toHaveValue(stated(chosen));
  await expect(page.getByTestId("books")).toHaveText(`Books: ${stated(chosen)}`);
  await page.getByRole("button", { name: "Reserve", exact: true }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Reserved 2033-05-10T02:00:00+00:00" })).toBeVisible();
  expect(await reservationsOf(request, chosen)).toHaveLength(1);
  expect(await reservationsOf(request, linked)).toHaveLength(0);
});

test("a busy week of 250 shows: every slot carries its show's name", async ({ page, request }) => {
  const headers = { "x-api-key": scheduler };
  const booked = shows.slice(0, 250);
  for (let i = 0; i < booked.length; i += 10) {
    await Promise.all(
      booked.slice(i, i + 10).map(async (show, k) => {
        const n = i + k;
        const start = new Date(Date.UTC(2033, 5, 6 + (n % 7), Math.floor(n / 7) % 24, 0)).toISOString();
        const response = await request.post(
          `/watermarking/v1.0/measurement/watermarks/${show.id}/linear_reservations`,
          { headers, data: { start, duration: 1800 } },
        );
        expect(response.status()).toBe(201);
      }),
    );
  }
  await signIn(page, scheduler);
  await page.goto("/calendar?view=week&date=2033-06-08&zone=UTC");
  const slots = page.locator("[data-reservation]");
  await expect(slots).toHaveCount(250);
  await expect(slots.filter({ hasText: /Station \d{3} Late News/ })).toHaveCount(250);
  await expect(slots.filter({ hasText: showName(0) })).toHaveAccessibleName(new RegExp(`^00:00–00:30 ${showName(0)},`));
  await page.screenshot({ path: "/tmp/catalogue-week.png", fullPage: true });
});

test("registering a known sid and csid again warns before submit; contradicting check digits are refused naming the show", async ({
  page,
  request,
}) => {
  const show = shows[1]!;
  await signIn(page, scheduler);
  await page.goto("/watermarks/new");
  await page.getByLabel("Name", { exact: true }).fill(`${show.name} again`);
  await page.getByLabel("SID", { exact: true }).fill(String(show.sid));
  await page.getByLabel("SID check digits", { exact: true }).fill("AB");
  await page.getByLabel("CSID", { exact: true }).fill(show.csid);
  await page.getByLabel("CSID check digits", { exact: true }).fill("7Q");
  const warning = page.getByTestId("same-code");
  await expect(warning).toContainText(`sid ${show.sid} and csid ${show.csid} are already registered`);
  await expect(warning.getByRole("link", { name: show.name })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "/tmp/catalogue-same-code.png" });

  await page.getByLabel("SID check digits", { exact: true }).fill("ZZ");
  await page.getByRole("button", { name: "Register watermark" }).click();
  await expect(
    page
      .getByText(`sid ${show.sid} is registered with sid_check_digits AB (watermark ${show.id} "${show.name}"), not ZZ`)
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("problem-code")).toHaveText("check_digits_mismatch");
  const same = await request.get(`/watermarking/v1.0/measurement/watermarks?sid=${show.sid}`, {
    headers: { "x-api-key": scheduler },
  });
  expect((await same.json()).items).toHaveLength(1);
});
