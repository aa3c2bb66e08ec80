import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { newKey, signIn } from "./dashboard";

// The prober runs in the browser, its conformance and fuzz tooling (lib/probe/testing/) never does: string
// values of those modules must appear in no script the production build serves. A string of the prober
// itself is the control: the same search finds what the browser's bundle does hold.
const PROBER = "SegmentTemplate"; // lib/probe/packages/dash
const TEST_TOOLING = [
  "references are wrong", // lib/probe/testing/conformance/reasons.ts
  "bit-flips", // lib/probe/testing/fuzz/mutations.ts
];
const STATIC = ".next/static";

async function scriptsOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("the dashboard's scripts hold the prober and none of its test tooling", async ({ page, request }) => {
  const files = await scriptsOf(STATIC);
  const texts = await Promise.all(files.map((file) => readFile(file, "utf8")));
  expect(texts.filter((text) => text.includes(PROBER)).length).toBeGreaterThan(0);
  for (const marker of TEST_TOOLING)
    expect(
      files.filter((_, i) => texts[i]!.includes(marker)),
      marker,
    ).toEqual([]);

  // And what the browser is served on the page that probes files: the same, script by script.
  const served: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") served.push(response.text());
  });
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.getByRole("link", { name: "Probe a file" }).click();
  await expect(page.getByLabel("Media file or probe report")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(served);
  expect(scripts.length).toBeGreaterThan(0);
  for (const marker of TEST_TOOLING) expect(scripts.filter((text) => text.includes(marker)).length, marker).toBe(0);
});
