// The report a QA engineer hands on, as a user does it: a link to a node of a job's report opens the job with
// that report at that node; a failed local probe clears the previous file's report and says what failed;
// a BWF file's broadcast metadata in the summary; the printable report saved as a PDF by Chromium, its
// text read back and its pages rendered (pdftoppm) under test-results/qa-report/ to look at.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectAccessible, newKey, signIn } from "./dashboard";

const fixture = (name: string) => path.resolve("fixtures/media/files", name);

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
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("selected-path")).toHaveText("$.video[0].format");
  await page.getByRole("button", { name: "Link to this node" }).click();

  // Whoever follows the link, in a new tab, sees the job with that report and that node selected.
  const follower = await context.newPage();
  await follower.goto(page.url());
  await expect(follower.getByRole("heading", { name: "Probe report of input input1" })).toBeVisible();
  await expect(follower.getByTestId("selected-path")).toHaveText("$.video[0].format");
  await expect(
    follower.getByRole("tree", { name: "Probe report input input1" }).locator('[data-path="$.video[0].format"]'),
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
