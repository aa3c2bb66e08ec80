import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, newKey, signIn } from "./dashboard";

const fixture = (name: string) => path.resolve("fixtures/media/files", name);
const fileUrl = (name: string) => pathToFileURL(fixture(name)).toString();

async function submitInputs(page: Page, urls: readonly string[]) {
  await page.goto("/jobs");
  for (const [index, url] of urls.entries()) {
    if (index > 0) await page.getByRole("button", { name: "Add an input" }).click();
    await page.getByLabel(`URL of input ${index + 1}`).fill(url);
  }
  await page.getByRole("button", { name: "Submit job" }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f]{32}\/[0-9a-f]{32}$/);
}

test("a probe job on two fixtures, through to the tree viewer, its search and a comparison", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await expect(page.getByRole("heading", { level: 1, name: "Probe jobs" })).toBeVisible();
  await expectAccessible(page);
  await submitInputs(page, [fileUrl("gen__h264_ac3.ts"), fixture("gen__h264_ac3_192byte.m2ts")]);
  await expect(page.getByTestId("job-status")).toHaveText("Completed", { timeout: 20_000 });
  await expect(page.getByTestId("job-progress")).toHaveText("100%");
  await expectAccessible(page);

  await page.getByRole("button", { name: "View report of input input1" }).click();
  const tree = page.getByRole("tree", { name: "Probe report input input1" });
  await expect(tree).toBeVisible();
  await page.getByLabel("Search keys and values").fill("ServiceName");
  await expect(page.getByTestId("tree-status")).toContainText("1 matching “ServiceName”");
  await expect(tree.locator('[data-path="$.properties.ServiceName"]')).toContainText('"Service01"');

  await page.getByLabel("Compare input input1").check();
  await page.getByLabel("Compare input input2").check();
  await page.getByRole("button", { name: "Compare input input1 and input input2" }).click();
  const comparison = page.getByRole("tree", {
    name: "Comparison of input input1 (gen__h264_ac3.ts) and input input2 (gen__h264_ac3_192byte.m2ts)",
  });
  await expect(comparison.locator('[data-path="$.properties.PacketSize"]')).toHaveAttribute("data-diff", "changed");

  // The list shows the job, and its status filter finds it among the completed ones.
  const jobId = new URL(page.url()).pathname.split("/").pop();
  await page.getByRole("link", { name: "All jobs" }).click();
  await page.getByLabel("Status").selectOption("Failed");
  await expect(page.getByRole("link", { name: `Job ${jobId}` })).toHaveCount(0);
  await page.getByLabel("Status").selectOption("Completed");
  const row = page.locator(`[data-job="${jobId}"]`);
  await expect(row.getByTestId("status")).toHaveText("Completed");
  await expect(row.getByTestId("job-input")).toHaveText(["input1gen__h264_ac3.ts", "input2gen__h264_ac3_192byte.m2ts"]);
});

test("the jobs list tells jobs apart by their inputs, status and age, and filters by them", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await submitInputs(page, [fileUrl("gen__h264_ac3.ts")]);
  const first = new URL(page.url()).pathname.split("/").pop()!;
  await submitInputs(page, [fileUrl("gen__mpeg2_422_576i_mp2eng_tc.ts")]);
  const second = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("link", { name: "All jobs" }).click();
  const [firstRow, secondRow] = [page.locator(`[data-job="${first}"]`), page.locator(`[data-job="${second}"]`)];
  await expect(firstRow.getByTestId("job-input")).toHaveText("input1gen__h264_ac3.ts");
  await expect(firstRow.getByTestId("job-input")).toHaveAttribute("title", fileUrl("gen__h264_ac3.ts"));
  await expect(secondRow.getByTestId("job-age")).toHaveText(/ago|now/);
  await expect(secondRow.getByTestId("status")).toHaveText(/Queued|Running|Completed/);
  await expectAccessible(page);

  await page.getByLabel("Job name, input file or URL").fill("mpeg2_422");
  await expect(secondRow).toBeVisible();
  await expect(firstRow).toHaveCount(0);
  await page.getByLabel("Job name, input file or URL").fill("");
  await page.getByLabel("Submitted within").selectOption("the last hour");
  await expect(firstRow).toBeVisible();
});

test("an upload by the file chooser: the progress bar reaches 100% and the upload is probed", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.goto("/jobs");
  await page.getByLabel("Upload for input 1").setInputFiles(fixture("gen__mpeg2_422_576i_mp2eng_tc.ts"));
  await expect(page.getByTestId("upload-percent")).toHaveText("100%");
  await expect(page.getByRole("progressbar", { name: "Upload of gen__mpeg2_422_576i_mp2eng_tc.ts" })).toHaveAttribute(
    "value",
    "100",
  );
  await expect(page.getByLabel("URL of input 1")).toHaveValue(/^upload:\/\/[0-9a-f]{32}$/);
  await page.getByRole("button", { name: "Submit job" }).click();
  await expect(page.getByTestId("job-status")).toHaveText("Completed", { timeout: 20_000 });
});

test("a slow upload can be canceled", async ({ page, request }) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.goto("/jobs");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await page.getByLabel("Upload for input 1").setInputFiles(fixture("tsduck__test-064.ts"));
  await page.getByRole("button", { name: "Cancel upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Upload of tsduck__test-064.ts canceled." })).toBeVisible();
  await expect(page.getByLabel("URL of input 1")).toHaveValue("");
});

test("a failing input shows its error and code; the job fails", async ({ page, request }) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await submitInputs(page, [fileUrl("dmg__html_error_page.ts")]);
  await expect(page.getByTestId("job-status")).toHaveText("Failed", { timeout: 20_000 });
  await expect(page.getByTestId("input-error-code")).toHaveText("media_unrecognized");
});

test("a running job is canceled from its page", async ({ page, request }) => {
  // An input that never answers keeps the job Running for as long as the test needs.
  const silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  try {
    const { key } = await newKey(request, "qa");
    await signIn(page, key);
    await submitInputs(page, [`http://127.0.0.1:${port}/never.ts`]);
    await expect(page.getByTestId("job-status")).toHaveText(/Queued|Running/);
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Cancel job" }).click();
    await expect(page.getByTestId("job-status")).toHaveText("Canceled");
    await expect(page.getByRole("button", { name: "Cancel job" })).toHaveCount(0);
  } finally {
    silent.closeAllConnections();
    silent.close();
  }
});

test("admins create factories; qa sees them but may not create one", async ({ page, request }) => {
  const { key: admin } = await newKey(request, "admin");
  await signIn(page, admin);
  await page.getByRole("link", { name: "Factories" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Factories" })).toBeVisible();
  await expectAccessible(page);
  const name = `night shift ${Date.now()}`;
  await page.getByLabel("Factory name").fill(name);
  await page.getByRole("button", { name: "Create factory" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Probe jobs" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Factory" }).locator("option:checked")).toHaveText(name);
  await expect(page.getByText("No job yet.")).toBeVisible();

  const { key: qa } = await newKey(request, "qa");
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, qa);
  await page.goto("/factories");
  await expect(page.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create factory" })).toHaveCount(0);
});

test("a named job of an uploaded file: its file name everywhere, run again, and compared with another job", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.goto("/jobs");
  await page.getByLabel("Job name (optional)").fill("Evening news QC");
  await page.getByLabel("Upload for input 1").setInputFiles(fixture("gen__mpeg2_422_576i_mp2eng_tc.ts"));
  await expect(page.getByLabel("URL of input 1")).toHaveValue(/^upload:\/\/[0-9a-f]{32}$/);
  const uploadUrl = await page.getByLabel("URL of input 1").inputValue();
  await page.getByRole("button", { name: "Submit job" }).click();
  await expect(page.getByTestId("job-status")).toHaveText("Completed", { timeout: 30_000 });
  const first = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Evening news QC");
  // The file name as uploaded, with the upload's id beside it.
  const input = page.locator('[data-result="input input1"]');
  await expect(input).toContainText("gen__mpeg2_422_576i_mp2eng_tc.ts");
  await expect(input).toContainText(uploadUrl);
  await page.getByRole("button", { name: "View report of input input1" }).click();
  await expect(
    page.getByRole("heading", { name: "Probe report of input input1 (gen__mpeg2_422_576i_mp2eng_tc.ts)" }),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/jobs-named-upload.png", fullPage: true });

  await page.getByRole("button", { name: "Run again" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${first}$`));
  await expect(page.getByTestId("job-status")).toHaveText("Completed", { timeout: 30_000 });
  const second = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Evening news QC");
  await expect(page.locator('[data-result="input input1"]')).toContainText(uploadUrl);

  await page.getByRole("link", { name: "All jobs" }).click();
  await page.getByLabel("Job name, input file or URL").fill("evening NEWS");
  for (const id of [first, second]) {
    const row = page.locator(`[data-job="${id}"]`);
    await expect(row.getByRole("link", { name: "Job Evening news QC" })).toHaveText("Evening news QC");
    await expect(row.getByTestId("job-input")).toHaveText("input1gen__mpeg2_422_576i_mp2eng_tc.ts");
  }
  await page.getByLabel("Job name, input file or URL").fill("morning");
  await expect(page.locator(`[data-job="${first}"]`)).toHaveCount(0);

  // The first run's report compared with a report of another job (an h264 file), picked on the compare page.
  await submitInputs(page, [fileUrl("gen__h264_ac3.ts")]);
  await expect(page.getByTestId("job-status")).toHaveText("Completed", { timeout: 30_000 });
  const other = new URL(page.url()).pathname.split("/").pop()!;
  await page.goto(`/jobs/${new URL(page.url()).pathname.split("/").at(-2)}/${first}`);
  await page.getByRole("button", { name: "View report of input input1" }).click();
  await page.getByRole("link", { name: "Compare with a report of another job…" }).click();
  await expect(page.getByTestId("first-title")).toHaveText(
    "job Evening news QC · input input1 (gen__mpeg2_422_576i_mp2eng_tc.ts)",
  );
  await page.getByTestId("second-job-report-job").selectOption(other);
  await page.getByRole("button", { name: "Use this report as the second job report" }).click();
  await expect(page.getByTestId("second-title")).toHaveText(
    `job ${other.slice(0, 8)}… · input input1 (gen__h264_ac3.ts)`,
  );
  const comparison = page.getByRole("tree", { name: /^Comparison of job Evening news QC/ });
  await expect(comparison.locator('[data-path="$.size"]')).toHaveAttribute("data-diff", "changed");
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/jobs-compare-two-jobs.png", fullPage: true });
});
