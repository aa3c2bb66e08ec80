// The report a QA engineer hands on, as a user does it: a link to a node of a job's report opens the job with
// that report at that node; a failed local probe clears the previous file's report and says what failed;
// a BWF file's broadcast metadata in the summary; the printable report saved as a PDF by Chromium, its
// text read back and its pages rendered (pdftoppm) under test-results/qa-report/ to look at.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, newKey, signIn } from "./dashboard";

const fixture = (name: string) => path.resolve("fixtures/media/files", name);
const SHOTS = "test-results/qa-report";
// ffmpeg made the file with -g 12 and no +cgop: every rule holds but closed GOPs (as e2e/delivery-check.spec.ts).
const SPEC = ["name: SD house", "video:", "  width: 720", "  gop:", "    closed: true"].join("\n");

/**
 * "Print / Save as PDF" as the user clicks it (the browser's dialog stubbed: it would wait for a person), then
 * Chromium's print-to-PDF of the same page: its text (pdftotext) and its pages as PNGs (pdftoppm) to look at.
 */
async function printToPdf(page: Page, name: string): Promise<{ text: string; pages: string[] }> {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page
    .getByRole("group", { name: "Export the report" })
    .getByRole("button", { name: "Print / Save as PDF" })
    .click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  mkdirSync(SHOTS, { recursive: true });
  const pdf = `${SHOTS}/${name}.pdf`;
  await page.pdf({ path: pdf, format: "A4" });
  execFileSync("pdftoppm", ["-png", "-r", "60", pdf, `${SHOTS}/${name}`]);
  const pages = readdirSync(SHOTS).filter((file) => file.startsWith(`${name}-`) && file.endsWith(".png"));
  return { text: execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }), pages };
}

test.beforeEach(async ({ page, request }) => {
  test.setTimeout(180_000);
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
});

test("Link to this node opens the job with its report, at that node", async ({ page, context }) => {
  await page.goto("/jobs");
  await page.getByLabel("URL of input 1").fill(fixture("gen__h264_ac3.ts"));
  await page.getByRole("button", { name: "Submit job" }).click();
  await expect(page.getByTestId("job-status")).toHaveText("Completed", { timeout: 60_000 });
  await page.getByRole("button", { name: "View report of input input1" }).click();
  const tree = page.getByRole("tree", { name: "Probe report input input1" });
  await tree.locator('[data-path="$.video[0]"]').click();
  await tree.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("selected-path")).not.toHaveText("$.video[0]");
  const selected = (await page.getByTestId("selected-path").textContent())!;
  expect(selected).toMatch(/^\$\.video\[0\]\.\w+/);
  await page.getByRole("button", { name: "Link to this node" }).click();

  // Whoever follows the link, in a new tab, sees the job with that report and that node selected.
  const follower = await context.newPage();
  await follower.goto(page.url());
  await expect(follower.getByRole("heading", { name: "Probe report of input input1" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(follower.getByTestId("selected-path")).toHaveText(selected);
  await expect(
    follower.getByRole("tree", { name: "Probe report input input1" }).locator(`[data-path="${selected}"]`),
  ).toHaveAttribute("aria-selected", "true");
  await expect(follower.getByRole("button", { name: "View report of input input1" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a failed local probe clears the previous file's report and says what failed", async ({ page }) => {
  await page.goto("/probe");
  const drop = page.getByLabel("Media file or probe report");
  await drop.setInputFiles(fixture("gen__h264_ac3.ts"));
  await expect(page.getByRole("heading", { name: /Summary.*gen__h264_ac3\.ts/ })).toBeVisible({ timeout: 60_000 });
  await drop.setInputFiles(fixture("dmg__html_error_page.ts"));
  const alert = page.getByRole("alert").filter({ hasText: "This file could not be probed." });
  await expect(alert).toContainText("dmg__html_error_page.ts: not a media file: this is an HTML page");
  await expect(page.getByRole("heading", { name: /Summary/ })).toHaveCount(0);
  await expect(page.getByRole("tree")).toHaveCount(0);
  await expect(page.getByText("No file yet.")).toBeVisible();
  await expectAccessible(page);
});

test("the printed report of an analysed job: checklist, summary, analysis and streams, without the dashboard", async ({
  page,
}) => {
  await page.goto("/jobs");
  await page.getByLabel("URL of input 1").fill(fixture("gen__mpeg2_422_576i_mp2eng_tc.ts"));
  await page.getByRole("checkbox", { name: /Analyze input 1/ }).check();
  await page.getByLabel("Delivery spec (optional)").fill(SPEC);
  await page.getByRole("button", { name: "Submit job" }).click();
  await expect(page.getByTestId("job-status")).toHaveText("Completed", { timeout: 60_000 });
  await page.getByRole("button", { name: "View report of input input1" }).click();
  const summary = page.getByTestId("probe-summary");
  await expect(summary.getByRole("definition").first()).toHaveText("10:00:00:00");
  await expect(summary.locator('[data-stream="video 0"]')).toContainText(
    /top field first, .*b\/s measured \(5\.0 Mb\/s maximum\)/,
  );
  await expectAccessible(page);

  const { text, pages } = await printToPdf(page, "job-report");
  expect(text).toContain("Probe report: input input1");
  // The verdict names the input's file; pdftotext breaks the line where the page did.
  expect(text).toMatch(
    /FAIL input input1 \(gen__mpeg2_422_576i_mp2eng_tc\.ts\): 1 failed of 2 rules of SD house\s+\(video\.gop\.closed\)/,
  );
  expect(text).toMatch(/FAIL\s+video\.gop\.closed\s+closed GOPs only\s+1 closed, 4 open/);
  expect(text).toMatch(/Start timecode\s+10:00:00:00/);
  expect(text).toContain("GOP 12 frames (0.48 s), IBBPBBPBBPBB");
  expect(text).toMatch(/MPEG-2 Video 4:2:2@Main, 720×576i, top field first/);
  // No dashboard around it: no navigation, no buttons, no tree.
  expect(text).not.toMatch(/Sign out|Print \/ Save as PDF|Search keys and values|Copy value/);
  expect(pages.length).toBeGreaterThan(0);
});

test("a Broadcast Wave's bext and iXML in the summary, and in its printed report", async ({ page }) => {
  await page.goto("/probe");
  await page.getByLabel("Media file or probe report").setInputFiles(fixture("wavinfo__A101_3.WAV"));
  const bwf = page.getByRole("definition").filter({ hasText: "samples at 48 kHz" });
  await expect(bwf).toHaveText("12:40:14:00 at 23.976 fps NDF (iXML); 12:40:59.614 (2191661476 samples at 48 kHz)", {
    timeout: 60_000,
  });
  const metadata = page.getByLabel("Broadcast Wave metadata");
  await expect(metadata).toContainText("USSDVGR1112089007124014008228301");
  await expect(metadata).toContainText("MKH516 A, Boom");
  await expectAccessible(page);
  await page.getByTestId("summary-bwf").screenshot({ path: `${SHOTS}/bwf-summary.png` });

  const { text } = await printToPdf(page, "bwf-report");
  expect(text).toContain("Probe report: wavinfo__A101_3.WAV");
  expect(text).toMatch(/Originator reference\s+USSDVGR1112089007124014008228301/);
  expect(text).toMatch(/Time reference\s+12:40:14:00 at 23\.976 fps NDF/);
});
