// A QA engineer's delivery check, as a user does it: a probe job with "Analyze" ticked and a house spec
// pasted that the file fails on one rule (GOP closed), the checklist read above the summary, the analysis
// (GOP line) below it, the text report downloaded; then the local probe page analysing a capture with SCTE-35 cues in the browser.
// Screenshots under test-results/delivery-check/ to look at.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectAccessible, newKey, signIn } from "./dashboard";

const fixture = (name: string) => path.resolve("fixtures/media/files", name);
const SHOTS = "test-results/delivery-check";
// ffmpeg made the file with -g 12 and no +cgop: every rule holds but closed GOPs.
const SPEC = [
  "name: SD house",
  "video:",
  "  width: 720",
  '  frame_rate: "25"',
  "  gop:",
  "    length_frames: 12",
  "    closed: true",
  "audio:",
  "  languages: [eng]",
].join("\n");

test.beforeEach(async ({ page, request }) => {
  test.setTimeout(180_000);
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
});

test("a probe job checked against a delivery spec: the checklist with the one failing rule, and the analysis", async ({
  page,
}) => {
  await page.goto("/jobs");
  await page.getByLabel("URL of input 1").fill(fixture("gen__mpeg2_422_576i_mp2eng_tc.ts"));
  await page.getByRole("checkbox", { name: /Analyze input 1/ }).check();
  const spec = page.getByLabel("Delivery spec (optional)");
  // A mistake first: the form names the field and the line before anything is sent.
  await spec.fill("name: SD house\nvideo:\n  width: wide");
  await page.getByRole("button", { name: "Submit job" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("line 3: video.width: width must be a number")).toBeVisible();
  await spec.fill(SPEC);
  await page.getByRole("button", { name: "Submit job" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f]{32}\/[0-9a-f]{32}$/);
  await expect(page.getByTestId("job-status")).toHaveText("Completed", { timeout: 60_000 });

  await page.getByRole("button", { name: "View report of input input1" }).click();
  const check = page.getByRole("region", { name: "Delivery check" });
  await expect(check.getByRole("status")).toHaveText("Fails SD house: 1 failed of 5 rules");
  const failing = check.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "video.gop.closed" }) });
  await expect(failing).toContainText("Fail");
  await expect(failing).toContainText("closed GOPs only");
  await expect(failing).toContainText("1 closed, 4 open");
  await expect(
    check.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "video.width" }) }),
  ).toContainText("Pass");

  const analysis = page.getByRole("region", { name: "Analysis" });
  await expect(analysis).toContainText(
    "GOP 12 frames (0.48 s), IBBPBBPBBPBB, 1 closed, 4 open, regular, frame coding, starts 10:00:00:00",
  );
  await expect(analysis).toContainText("Bit rate measured");
  await expectAccessible(page);
  // The text report a QA engineer hands on: downloaded with the keyboard, read back.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download text report" }).focus();
  await page.keyboard.press("Enter");
  const text = await readFile((await (await downloading).path())!, "utf8");
  expect(text).toContain("FAIL  video.gop.closed");
  expect(text).toContain(
    "FAIL input input1 (gen__mpeg2_422_576i_mp2eng_tc.ts): 1 failed of 5 rules of SD house (video.gop.closed)",
  );
  expect(text).toContain("    GOP 12 frames (0.48 s), IBBPBBPBBPBB");
  await check.screenshot({ path: `${SHOTS}/job-checklist.png` });
  await page.screenshot({ path: `${SHOTS}/job-report.png`, fullPage: true });
});

test("the local probe page analyses a capture in the browser: the SCTE-35 cues on the timeline", async ({ page }) => {
  await page.goto("/probe");
  await page.getByRole("checkbox", { name: /Analyze the whole file/ }).check();
  await page.getByLabel("Media file or probe report").setInputFiles(fixture("membrane__scte35.ts"));
  const analysis = page.getByRole("region", { name: "Analysis" });
  await expect(analysis).toBeVisible({ timeout: 60_000 });
  const cues = analysis.getByRole("table", { name: "SCTE-35 cues" });
  await expect(cues.getByRole("row").nth(1)).toContainText("splice_insert");
  await expect(analysis).toContainText("loudness: not measured");
  await expectAccessible(page);
  await analysis.screenshot({ path: `${SHOTS}/local-analysis.png` });
});
