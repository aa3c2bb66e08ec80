// A scheduler's work beyond single slots: a series, a copied week, moves (by dialog and by drag),
// and the outputs to render again after a move.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible, newKey, newWatermark, reserveByApi, signIn } from "./dashboard";

const BASE = "/watermarking/v1.0/measurement";
const SHOTS = "/tmp/scheduler-ui";
/** The grid's scale (components/calendar/day-column.tsx). */
const MINUTE_PX = 1.2;

// A year of occurrences and a composition render take longer than a single slot.
test.describe.configure({ timeout: 120_000 });

async function activeCount(request: APIRequestContext, key: string, watermarkId: string) {
  const response = await request.get(`${BASE}/watermarks/${watermarkId}/linear_reservations?status=Active&limit=5000`, {
    headers: { "x-api-key": key },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

/** The reserve form, filled as a scheduler types it. */
async function fillForm(page: Page, zone: string, date: string, time: string, minutes: string) {
  await page.getByRole("form", { name: "Reserve a slot" }).getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel(`Start (${zone})`).fill(time);
  await page.getByLabel("Duration (minutes)").fill(minutes);
}

test("a weekday series of a year: previewed with its one conflict marked, then the free occurrences booked", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "scheduler");
  const other = await newKey(request, "scheduler");
  const show = await newWatermark(request, key, `Evening news ${Date.now()}`);
  // Another key's slot of the same code on Wednesday 10 February: that occurrence clashes.
  await reserveByApi(request, other.key, show.id, "2027-02-10T18:15:00-05:00", 1800);
  await signIn(page, key);
  await page.goto(`/calendar?view=week&date=2027-01-04&zone=America/New_York&code=${show.id}`);

  await fillForm(page, "America/New_York", "2027-01-04", "18:00", "30");
  await page.getByLabel("Repeat", { exact: true }).check();
  // The first occurrence's day is ticked already; the scheduler adds the other weekdays.
  await expect(page.getByRole("checkbox", { name: "Monday" })).toBeChecked();
  for (const day of ["Tuesday", "Wednesday", "Thursday", "Friday"])
    await page.getByRole("checkbox", { name: day }).check();
  await page.getByRole("radio", { name: "Until a date" }).check();
  await page.getByLabel("Last date").fill("2027-12-31");
  await page.getByRole("button", { name: "Preview" }).press("Enter");

  await expect(page.getByTestId("series-summary")).toHaveText("260 occurrences: 259 free, 1 in conflict.");
  const occurrences = page.getByRole("region", { name: "Occurrences" });
  await expect(occurrences.getByRole("row")).toHaveCount(261);
  const conflict = occurrences.locator('[data-outcome="conflict"]');
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText("Wed, 10 Feb 2027 18:00–18:30 (UTC-05:00)");
  await expect(conflict).toContainText(`Conflict: overlaps ${show.name}, Wed, 10 Feb 2027 18:15–18:45 (UTC-05:00)`);
  // Summer occurrences are 18:00 daylight time.
  await expect(occurrences.getByRole("row").filter({ hasText: "Wed, 7 Jul 2027" })).toContainText(
    "18:00–18:30 (UTC-04:00)",
  );
  // Nothing is booked by a preview.
  expect(await activeCount(request, key, show.id)).toBe(1);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}-series-preview.png`, fullPage: true });

  await page.getByRole("button", { name: "Book series" }).click();
  await expect(page.getByTestId("series-summary")).toHaveText("Booked 259 of 260 occurrences; 1 refused.");
  await expect(page.getByTestId("day-2027-01-08").locator("[data-reservation]")).toHaveCount(1);
  expect(await activeCount(request, key, show.id)).toBe(260);

  // The card of an occurrence names its series, who reserved it, and offers to revoke the rest.
  await page.getByTestId("day-2027-01-08").locator("[data-reservation]").click();
  const card = page.getByRole("region", { name: "Reservation", exact: true });
  await expect(card).toContainText("Reserved by:");
  await expect(page.getByTestId("series-details")).toContainText("259 active of 259 occurrences");
  await page.getByRole("button", { name: "Revoke the rest of the series" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke the rest of the series?" });
  await expect(dialog).toContainText("255 active occurrences from Fri, 8 Jan 2027 18:00–18:30 (UTC-05:00) on");
  await expectAccessible(page);
  await dialog.getByLabel("Reason (optional)").fill("show cancelled");
  await dialog.getByRole("button", { name: "Revoke 255 occurrences" }).click();
  await expect(dialog).toBeHidden();
  // The opened occurrence is revoked with the rest: the week keeps Monday to Thursday.
  await expect(page.locator("[data-reservation]")).toHaveCount(4);
  expect(await activeCount(request, key, show.id)).toBe(5);
});

test("a series across the end of daylight saving in New York keeps 18:00 local; one in the spring gap is refused with why", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "scheduler");
  const show = await newWatermark(request, key);
  await signIn(page, key);
  await page.goto(`/calendar?view=week&date=2026-10-26&zone=America/New_York&code=${show.id}`);
  await fillForm(page, "America/New_York", "2026-10-26", "18:00", "30");
  await page.getByLabel("Repeat", { exact: true }).check();
  await page.getByLabel("Number of occurrences").fill("3");
  await page.getByRole("radio", { name: "all or nothing" }).check();
  await page.getByRole("button", { name: "Preview" }).click();
  const rows = page.getByRole("region", { name: "Occurrences" }).locator("tbody tr");
  await expect(rows).toHaveText([
    "1Mon, 26 Oct 2026 18:00–18:30 (UTC-04:00)Free",
    "2Mon, 2 Nov 2026 18:00–18:30 (UTC-05:00)Free",
    "3Mon, 9 Nov 2026 18:00–18:30 (UTC-05:00)Free",
  ]);
  await page.getByRole("button", { name: "Book series" }).click();
  await expect(page.getByTestId("series-summary")).toHaveText("Booked 3 of 3 occurrences.");
  await page.getByRole("button", { name: "Next" }).click();
  // 18:00 EST on 2 November is 18 hours down its 24-hour column.
  const monday = page.getByTestId("day-2026-11-02");
  const slot = monday.locator("[data-reservation]");
  await expect(slot).toHaveCount(1);
  expect((await slot.boundingBox())!.y - (await monday.boundingBox())!.y).toBeCloseTo(18 * 60 * MINUTE_PX, 0);

  // Daily at 02:30 over the night clocks go forward: 14 March has no 02:30.
  await page.goto(`/calendar?view=week&date=2027-03-08&zone=America/New_York&code=${show.id}`);
  await fillForm(page, "America/New_York", "2027-03-13", "02:30", "30");
  await page.getByLabel("Repeat", { exact: true }).check();
  for (const day of ["Sunday", "Monday"]) await page.getByRole("checkbox", { name: day }).check();
  await page.getByLabel("Number of occurrences").fill("3");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("series-summary")).toHaveText("3 occurrences: 2 free, 1 refused by a DST change.");
  const gap = page.getByRole("region", { name: "Occurrences" }).locator('[data-outcome="dst_gap"]');
  await expect(gap).toContainText("Refused: DST gap");
  await expect(gap).toContainText("14 Mar 2027");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}-series-dst.png`, fullPage: true });
});

test("a slot moved by the Move… dialog, then by dragging it; its card says where it came from", async ({
  page,
  request,
}) => {
  const { key, name: keyName } = await newKey(request, "scheduler");
  const show = await newWatermark(request, key);
  const slot = await reserveByApi(request, key, show.id, "2031-05-20T20:00:00+02:00", 3600);
  await signIn(page, key);
  await page.goto(`/calendar?view=day&date=2031-05-20&zone=Europe/Paris&code=${show.id}`);
  await page.locator(`[data-reservation="${slot.id}"]`).press("Enter");
  await expect(page.getByRole("region", { name: "Reservation", exact: true })).toContainText(`Reserved by: ${keyName}`);
  await page.getByRole("button", { name: "Move…" }).click();
  const dialog = page.getByRole("dialog", { name: "Move this reservation" });
  await expect(dialog.getByLabel("New date")).toHaveValue("2031-05-20");
  await expect(dialog.getByLabel("New start (Europe/Paris)")).toHaveValue("20:00");
  await dialog.getByLabel("New start (Europe/Paris)").fill("21:30");
  await dialog.getByLabel("Duration (minutes)").fill("45");
  await expect(dialog.getByRole("button", { name: "Move", exact: true })).toBeDisabled();
  await dialog.getByLabel("Duration (minutes)").press("Enter");
  await expect(dialog.getByTestId("move-preview")).toContainText("Free: Tue, 20 May 2031 21:30–22:15 (UTC+02:00)");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}-move-dialog.png`, fullPage: true });
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("region", { name: "Reservation", exact: true });
  await expect(card).toContainText("Rescheduled from: Tue, 20 May 2031 20:00–21:00 (UTC+02:00)");
  await expect(card).toContainText("21:30");
  const day = page.getByTestId("day-2031-05-20");
  await expect(day.locator("[data-reservation]")).toHaveCount(1);
  await expect(page.locator(`[data-reservation="${slot.id}"]`)).toHaveCount(0);

  // Drag the moved slot an hour later: the same dialog opens on the new time, previews, moves.
  const moved = day.locator("[data-reservation]");
  // In the middle of the screen, so that the hour's drag below it stays on the grid a user sees.
  await moved.evaluate((slot) => slot.scrollIntoView({ block: "center" }));
  const box = (await moved.boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(x, box.y + 5 + 30 * MINUTE_PX, { steps: 4 });
  await page.mouse.move(x, box.y + 5 + 60 * MINUTE_PX, { steps: 4 });
  await expect(page.getByTestId("move-ghost")).toHaveText("Move to 22:30");
  await page.mouse.up();
  await expect(dialog.getByLabel("New start (Europe/Paris)")).toHaveValue("22:30");
  await expect(dialog.getByLabel("Duration (minutes)")).toHaveValue("45");
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByTestId("move-preview")).toContainText("Free: Tue, 20 May 2031 22:30–23:15 (UTC+02:00)");
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(card).toContainText("Rescheduled from: Tue, 20 May 2031 21:30–22:15 (UTC+02:00)");
  const top = (await day.locator("[data-reservation]").boundingBox())!.y - (await day.boundingBox())!.y;
  expect(top).toBeCloseTo(22.5 * 60 * MINUTE_PX, 0);
  expect(await activeCount(request, key, show.id)).toBe(1);
});

test("a move onto a taken span is refused: the clash is shown and nothing changes", async ({ page, request }) => {
  const { key } = await newKey(request, "scheduler");
  const other = await newKey(request, "scheduler");
  const show = await newWatermark(request, key, `Late show ${Date.now()}`);
  const mine = await reserveByApi(request, key, show.id, "2031-09-09T20:00:00Z", 3600);
  const theirs = await reserveByApi(request, other.key, show.id, "2031-09-09T22:00:00Z", 3600);
  await signIn(page, key);
  await page.goto(`/calendar?view=day&date=2031-09-09&zone=UTC&code=${show.id}`);
  // Another key's slot offers no move.
  await page.locator(`[data-reservation="${theirs.id}"]`).click();
  await expect(page.getByRole("button", { name: "Move…" })).toHaveCount(0);
  await page.locator(`[data-reservation="${mine.id}"]`).click();
  await page.getByRole("button", { name: "Move…" }).click();
  const dialog = page.getByRole("dialog", { name: "Move this reservation" });
  await dialog.getByLabel("New start (UTC)").fill("21:30");
  await dialog.getByRole("button", { name: "Preview" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("The new time is taken for this code.");
  await expect(alert).toContainText(
    `overlaps ${show.name}, Tue, 9 Sept 2031 22:00–23:00 (UTC+00:00). Nothing was changed.`,
  );
  await expect(dialog.getByRole("button", { name: "Move", exact: true })).toBeDisabled();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}-move-refused.png`, fullPage: true });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator("[data-reservation]")).toHaveCount(2);
  await expect(page.locator(`[data-reservation="${mine.id}"]`)).toBeVisible();
  expect(await activeCount(request, key, show.id)).toBe(2);
});

test("copy a week into the next two weeks: previewed with a conflict marked, then the free slots booked", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "scheduler");
  const other = await newKey(request, "scheduler");
  const show = await newWatermark(request, key, `Morning show ${Date.now()}`);
  for (const start of ["2031-06-02T07:00:00+02:00", "2031-06-04T07:00:00+02:00", "2031-06-06T07:30:00+02:00"])
    await reserveByApi(request, key, show.id, start, 1800);
  // Taken already in the second target week: Wednesday 18 June, 07:15.
  await reserveByApi(request, other.key, show.id, "2031-06-18T07:15:00+02:00", 600);
  await signIn(page, key);
  await page.goto(`/calendar?view=week&date=2031-06-02&zone=Europe/Paris&code=${show.id}`);
  await page.getByRole("button", { name: "Copy this week to…" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy this week to…" });
  await expect(dialog).toContainText("3 slots of the week of 2 June 2031");
  await expect(dialog.getByLabel("To the week of")).toHaveValue("2031-06-09");
  await dialog.getByLabel("Number of weeks").fill("2");
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByTestId("copy-summary")).toHaveText("6 copies: 5 free, 1 in conflict.");
  const conflict = dialog.locator('[data-outcome="conflict"]');
  await expect(conflict).toContainText("Wed, 18 Jun 2031 07:00–07:30 (UTC+02:00)");
  await expect(conflict).toContainText(`overlaps ${show.name}, Wed, 18 Jun 2031 07:15–07:25 (UTC+02:00)`);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}-copy-week.png`, fullPage: true });
  await dialog.getByRole("button", { name: "Copy 6 slots" }).click();
  await expect(dialog.getByTestId("copy-summary")).toHaveText("Copied 5 of 6 slots.");
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator("[data-reservation]")).toHaveCount(3);
  await expect(page.getByTestId("day-2031-06-13").locator("[data-reservation]")).toContainText("07:30–08:00");
  expect(await activeCount(request, key, show.id)).toBe(3 + 5 + 1);
});

test("a slot a composition job used, once moved, lists the job's watermarked output to render again", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { key } = await newKey(request, "scheduler");
  const show = await newWatermark(request, key);
  const slot = await reserveByApi(request, key, show.id, "2031-10-01T20:00:00-04:00", 3600);
  const factories = await request.get("/mediaprocessing/v1.0/factories", { headers: { "x-api-key": key } });
  const factory = ((await factories.json()) as { items: { id: string; name: string }[] }).items.find(
    (f) => f.name === "default",
  )!;
  // A WAV of the capture's program audio, watermarked in the reserved slot.
  const submitted = await request.post(`/mediaprocessing/v1.0/factories/${factory.id}/jobs`, {
    headers: { "x-api-key": key },
    data: {
      inputs: { program: { url: pathToFileURL(path.resolve("fixtures/media/files/tsduck__test-064.ts")).href } },
      composition: {
        input: { container: [{ name: "program", video: [{ name: "v1" }], audio: [{ name: "a1" }] }] },
        output: {
          container: [
            {
              name: "air",
              type: "wav",
              audio: [
                {
                  name: "a1",
                  source: "program.a1",
                  properties: {
                    MeasurementLinearWatermark: { Output: "wmdata", Id: show.id, Start: "2031-10-01T20:00:00-04:00" },
                  },
                },
              ],
            },
            { name: "wmdata", properties: { Kind: "data" } },
          ],
        },
      },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(202);
  const job = (await submitted.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/mediaprocessing/v1.0/factories/${factory.id}/jobs/${job.id}`, {
              headers: { "x-api-key": key },
            })
          ).json()) as { status: string }
        ).status,
      { timeout: 90_000 },
    )
    .toBe("Completed");

  await signIn(page, key);
  await page.goto(`/calendar?view=day&date=2031-10-01&zone=America/New_York&code=${show.id}`);
  await page.locator(`[data-reservation="${slot.id}"]`).click();
  await page.getByRole("button", { name: "Move…" }).click();
  const dialog = page.getByRole("dialog", { name: "Move this reservation" });
  await dialog.getByLabel("New start (America/New_York)").fill("20:30");
  await dialog.getByRole("button", { name: "Preview" }).click();
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "To render again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "To render again" })).toBeVisible();
  const row = page.locator(`[data-stale-job="${job.id}"]`).filter({ hasText: "air" });
  await expect(row).toContainText(slot.id);
  await expect(row).toContainText("Reservation moved to another time");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}-stale-outputs.png`, fullPage: true });
  // The row links to its job page (followed by address: a click on it did not finish in this run).
  const link = row.getByRole("link", { name: `Job ${job.id}` });
  await expect(link).toHaveAttribute("href", `/jobs/${factory.id}/${job.id}`);
  await page.goto(`/jobs/${factory.id}/${job.id}`);
  await expect(page.getByTestId("job-status")).toHaveText("Completed");
  await expect(page.locator('[data-result="output air"]').getByTestId("stale-output")).toContainText(
    "To render again: reservation moved to another time",
  );
  await expectAccessible(page);
});
