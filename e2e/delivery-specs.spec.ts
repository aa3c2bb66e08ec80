// Stored delivery specs as their users meet them: an admin writes one on the Delivery specs page (a mistake
// named with its field and line as it is typed), reads it back, edits it; a QA engineer reads the list without
// write controls and picks the spec by name on the job form, the job's checklist naming it; the admin deletes
// it after confirming. Screenshots under test-results/delivery-specs/ to look at.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectAccessible, newKey, signIn } from "./dashboard";

const fixture = (name: string) => path.resolve("fixtures/media/files", name);
const SHOTS = "test-results/delivery-specs";
const NAME = `sd-house-${Date.now()}`;

test("an admin writes, edits and deletes a stored spec; QA reads it and picks it for a probe job", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, (await newKey(request, "admin")).key);
  await admin.goto("/specs");
  await expect(admin.getByRole("heading", { level: 1, name: "Delivery specs" })).toBeVisible();
  await admin.getByRole("button", { name: "New spec" }).click();
  await admin.getByLabel("Name", { exact: true }).fill("Not A Name");
  await expect(admin.getByText("spec names are 1 to 64 lowercase letters")).toBeVisible();
  await admin.getByLabel("Name", { exact: true }).fill(NAME);
  const text = admin.getByLabel("Spec (YAML or JSON)");
  // Checked as it is typed: the field and its line, before anything is sent.
  await text.fill("name: SD house\nvideo:\n  width: wide\n");
  await expect(admin.getByText("line 3: video.width: width must be a number")).toBeVisible();
  await text.fill("name: SD house\nvideo:\n  width: 720\n  scan: diagonal\n");
  await expect(admin.getByText(/line 4: video\.scan: /)).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}-editor-error.png`, fullPage: true });
  await text.fill("name: SD house\nvideo:\n  width: 720\n");
  await admin.getByRole("button", { name: "Save spec" }).click();
  await expect(admin.getByRole("heading", { name: `Spec ${NAME}` })).toBeVisible();
  await expect(admin.getByTestId("spec-yaml")).toContainText("width: 720");
  const row = admin.locator(`[data-spec="${NAME}"]`);
  await expect(row).toContainText("SD house");
  await expect(row).toContainText("video.width");
  await expectAccessible(admin);

  await admin.getByRole("button", { name: "Edit spec" }).click();
  await admin
    .getByLabel("Spec (YAML or JSON)")
    .fill("name: SD house\nvideo:\n  width: 720\naudio:\n  languages: [eng]\n");
  await admin.getByRole("button", { name: "Save spec" }).click();
  await expect(admin.getByTestId("spec-yaml")).toContainText("- eng");
  await expect(row).toContainText("video.width, audio.languages");
  await admin.screenshot({ path: `${SHOTS}-stored.png`, fullPage: true });

  const qa = await (await browser.newContext()).newPage();
  await signIn(qa, (await newKey(request, "qa")).key);
  await qa.goto("/specs");
  await qa.getByRole("button", { name: NAME }).click();
  await expect(qa.getByTestId("spec-yaml")).toContainText("width: 720");
  await expect(qa.getByRole("button", { name: "New spec" })).toHaveCount(0);
  await expect(qa.getByRole("button", { name: "Edit spec" })).toHaveCount(0);
  await expect(qa.getByRole("button", { name: "Delete spec" })).toHaveCount(0);
  await expectAccessible(qa);

  await qa.goto("/jobs");
  await qa.getByLabel("URL of input 1").fill(fixture("gen__mpeg2_422_576i_mp2eng_tc.ts"));
  await qa.getByLabel("Stored delivery spec").selectOption(NAME);
  await expect(qa.getByLabel("Delivery spec (optional)")).toHaveCount(0);
  await qa.screenshot({ path: `${SHOTS}-picker.png`, fullPage: true });
  await qa.getByRole("button", { name: "Submit job" }).click();
  await expect(qa.getByTestId("job-status")).toHaveText("Completed", { timeout: 60_000 });
  await qa.getByRole("button", { name: "View report of input input1" }).click();
  await expect(qa.getByRole("region", { name: "Delivery check" }).getByRole("status")).toContainText("SD house");

  admin.once("dialog", (dialog) => dialog.accept());
  await admin.getByRole("button", { name: "Delete spec" }).click();
  await expect(row).toHaveCount(0);
  await expect(admin.getByRole("heading", { name: `Spec ${NAME}` })).toHaveCount(0);
});
