import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { newKey, signIn } from "./dashboard";

const PACKAGE = "fixtures/media/packages/photon__HT_IMP";

test("probe an IMF package's files in the browser, without uploading them", async ({ page, request }) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.getByRole("link", { name: "Probe a file" }).click();
  const uploads: string[] = [];
  page.on(
    "request",
    (r) => r.method() !== "GET" && r.postDataBuffer() && r.postDataBuffer()!.length > 10_000 && uploads.push(r.url()),
  );
  await page
    .getByLabel("Media file or probe report")
    .setInputFiles(readdirSync(PACKAGE).map((name) => `${PACKAGE}/${name}`));
  await expect(page.getByTestId("probe-stats")).toContainText("ASSETMAP.xml: read");
  expect(uploads).toEqual([]);
  // The summary shows the package's structure: what its CPL says and the five files of its manifest.
  const structure = page.getByTestId("package-structure");
  await expect(structure).toContainText("Composition: Untitled Project");
  await expect(structure).toContainText("Application: App 2E");
  await expect(structure.getByRole("list", { name: "Package files" }).getByRole("listitem")).toHaveCount(5);
  await page.getByLabel("Search keys and values").fill("ContentTitle");
  await expect(page.getByRole("tree").locator('[data-path="$.properties.ContentTitle"]')).toContainText(
    '"Untitled Project"',
  );
});
