import { expect, test } from "@playwright/test";
import { expectAccessible, newKey, signIn } from "./dashboard";

const FIXTURES = "fixtures/media/files";

test("probe a local file in the browser, search the tree, follow a deep link", async ({ page, request }) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.getByRole("link", { name: "Probe a file" }).click();
  const uploads: string[] = [];
  page.on(
    "request",
    (r) => r.method() !== "GET" && r.postDataBuffer() && r.postDataBuffer()!.length > 10_000 && uploads.push(r.url()),
  );
  await page.getByLabel("Media file or probe report").setInputFiles(`${FIXTURES}/gen__h264_ac3.ts`);
  await expect(page.getByTestId("probe-stats")).toContainText("gen__h264_ac3.ts: read");
  expect(uploads).toEqual([]);
  const tree = page.getByRole("tree");
  await expect(tree.locator('[data-path="$.video"]')).toBeVisible();

  await page.getByLabel("Search keys and values").fill("ServiceName");
  await expect(page.getByTestId("tree-status")).toContainText("1 matching “ServiceName”");
  const match = tree.locator('[data-path="$.properties.ServiceName"]');
  await expect(match).toContainText('"Service01"');
  await expect(match.locator("mark")).toHaveText("ServiceName");
  await expect(tree.getByRole("treeitem")).toHaveCount(3); // $, properties, ServiceName
  await expectAccessible(page);

  await page.getByLabel("Search keys and values").fill("");
  await page.goto(`${page.url().split("#")[0]}#node=${encodeURIComponent("$.video[0].width")}`);
  // A reload loses the dropped file, as it should (nothing was uploaded): drop it again.
  await page.getByLabel("Media file or probe report").setInputFiles(`${FIXTURES}/gen__h264_ac3.ts`);
  await expect(page.getByTestId("selected-path")).toHaveText("$.video[0].width");
  await expect(tree.locator('[data-path="$.video[0].width"]')).toHaveAttribute("aria-selected", "true");

  // Keyboard: down moves the selection, left goes to the parent.
  await tree.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("selected-path")).toHaveText("$.video[0].height");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("selected-path")).toHaveText("$.video[0]");

  await page.getByRole("button", { name: "Collapse all" }).click();
  await expect(tree.locator('[aria-level="2"]').first()).toBeVisible();
  await expect(tree.locator('[aria-level="3"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Expand all" }).click();
  await expect(page.getByTestId("tree-status")).toContainText("fields");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download JSON", exact: true }).click();
  expect((await download).suggestedFilename()).toBe("gen__h264_ac3.ts.probe.json");
});

test("array items are named after their array, and a matching container shows what it holds", async ({
  page,
  request,
}) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.goto("/probe");
  await page.getByLabel("Media file or probe report").setInputFiles(`${FIXTURES}/gen__h264_ac3.ts`);
  const tree = page.getByRole("tree");
  await expect(tree.locator('[data-path="$.video[0]"]')).toContainText("video[0]");
  await page.getByLabel("Search keys and values").fill("audio");
  const audio = tree.locator('[data-path="$.audio"]');
  await expect(audio).toHaveAttribute("aria-expanded", "true");
  await expect(audio).toContainText("▾");
  // Open, so its items and their fields are there to read.
  await expect(tree.locator('[data-path="$.audio[0]"]')).toContainText("audio[0]");
  await expect(tree.locator('[data-path="$.audio[0]"] ~ [aria-level="4"]').first()).toBeVisible();
  await expectAccessible(page);
});

test("an unrecognised file gets a human message", async ({ page, request }) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.goto("/probe");
  await page.getByLabel("Media file or probe report").setInputFiles(`${FIXTURES}/dmg__html_error_page.ts`);
  await expect(page.getByRole("alert").filter({ hasText: "This file could not be probed." })).toBeVisible();
});

test("compare two reports side by side with the differences highlighted", async ({ page, request }) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.getByRole("link", { name: "Compare reports" }).click();
  await page.getByLabel("First report").setInputFiles(`${FIXTURES}/gen__h264_ac3.ts`);
  await page.getByLabel("Second report").setInputFiles(`${FIXTURES}/gen__h264_ac3_192byte.m2ts`);
  const tree = page.getByRole("tree", { name: "Comparison of gen__h264_ac3.ts and gen__h264_ac3_192byte.m2ts" });
  await expect(tree).toBeVisible();
  await page.getByLabel("Only differences").check();
  const packetSize = tree.locator('[data-path="$.properties.PacketSize"]');
  await expect(packetSize).toHaveAttribute("data-diff", "changed");
  await expect(packetSize).toContainText("188");
  await expect(packetSize).toContainText("192");
  await expect(tree.locator('[data-diff="same"]:not([aria-expanded])')).toHaveCount(0);
});
