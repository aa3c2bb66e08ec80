import { expect, test } from "@playwright/test";
import { bxfAsRun, bxfSchedule } from "../lib/schedules/testing/samples";
import { expectAccessible, newKey, reserveByApi, signIn } from "./dashboard";

const BASE = "/watermarking/v1.0/measurement";

test.setTimeout(180_000);

test("a scheduler imports a traffic system's BXF schedule after reading its dry run, then reconciles what aired", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "scheduler");
  const house = `EN-${Date.now()}`;
  const created = await request.post(`${BASE}/watermarks`, {
    headers: { "x-api-key": key },
    data: {
      type: "Linear",
      name: `Evening News ${house}`,
      house_number: house,
      sid: 1 + Math.floor(Math.random() * 32000),
      sid_check_digits: "AB",
      csid: `0x2${Math.floor(Math.random() * 0xffff)
        .toString(16)
        .padStart(4, "0")}`,
      csid_check_digits: "7Q",
    },
  });
  expect(created.status()).toBe(201);
  const watermark = (await created.json()) as { id: string; name: string };
  await reserveByApi(request, key, watermark.id, "2033-03-02T18:00:00-05:00", 1800);
  const schedule = bxfSchedule([
    { houseNumber: house, date: "2033-03-01", timecode: "18:00:00;00", duration: "00:30:00;00" },
    { houseNumber: house, date: "2033-03-02", timecode: "18:00:00;00", duration: "00:30:00;00" },
    { houseNumber: `${house}-unknown`, date: "2033-03-03", timecode: "18:00:00;00", duration: "00:30:00;00" },
  ]);

  await signIn(page, key);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Import schedule" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import schedule" })).toBeVisible();
  await page
    .getByLabel("Schedule file (BXF or CSV)")
    .setInputFiles({ name: "week.xml", mimeType: "application/xml", buffer: Buffer.from(schedule) });
  await expect(page.getByText("week.xml: BXF (XML)")).toBeVisible();
  await page.getByLabel("Time zone of local times").fill("America/New_York");
  await page.getByLabel("Book what is free").check();
  await page.getByLabel("Time zone of local times").press("Enter");

  const dryRun = page.getByRole("table", { name: "Dry run: what would be booked" });
  await expect(dryRun.getByRole("row")).toHaveCount(4);
  await expect(dryRun.getByRole("row").nth(1)).toContainText(`6Free${watermark.name}2033-03-01T18:00:00-05:00`);
  await expect(dryRun.getByRole("row").nth(2)).toContainText("10Conflict");
  await expect(dryRun.getByRole("row").nth(2)).toContainText(
    "reserved 2033-03-02T18:00:00-05:00 – 2033-03-02T18:30:00-05:00",
  );
  await expect(dryRun.getByRole("row").nth(3)).toContainText(`14Unknown code`);
  await expect(dryRun.getByRole("row").nth(3)).toContainText(`no watermark matches house number ${house}-unknown`);
  await expectAccessible(page);
  await page.screenshot({ path: "/tmp/imports-dry-run.png", fullPage: true });

  await page.getByRole("button", { name: "Import 3 events" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported" })).toHaveText("Imported: 1 booked of 3 events.");
  await expect(page.getByRole("table", { name: "Imported events" }).getByRole("row").nth(1)).toContainText("6Booked");
  await expect(page.getByRole("table", { name: "Past imports, newest first" }).getByRole("row").nth(1)).toContainText(
    "BXFavailable311",
  );
  await page.screenshot({ path: "/tmp/imports-done.png", fullPage: true });

  const log = bxfAsRun([
    { houseNumber: house, utc: "2033-03-01T23:00:00Z", duration: "00:30:00:00" },
    { houseNumber: house, utc: "2033-03-02T23:02:00Z", duration: "00:30:00:00" },
  ]);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "As run" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "As run" })).toBeVisible();
  await page
    .getByLabel("As-run log (BXF or CSV)")
    .setInputFiles({ name: "as-run.xml", mimeType: "application/xml", buffer: Buffer.from(log) });
  await page.getByLabel("Tolerance (seconds)").fill("1");
  await page.getByLabel("Tolerance (seconds)").press("Enter");
  const report = page.getByRole("table", { name: "Reservations and aired events" });
  const mine = report.getByRole("row").filter({ hasText: watermark.name });
  await expect(mine).toHaveCount(2);
  await expect(mine.nth(0)).toContainText("Aired as reserved");
  await expect(mine.nth(1)).toContainText("Aired at another time");
  await expect(mine.nth(1)).toContainText("+120 s");
  await expect(page.getByRole("table", { name: "Past reports, newest first" }).getByRole("row")).not.toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: "/tmp/imports-as-run.png", fullPage: true });
});
