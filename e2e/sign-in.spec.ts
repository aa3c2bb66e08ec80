import { expect, test } from "@playwright/test";
import { adminKey, expectAccessible, newKey, signIn } from "./dashboard";

test("a wrong key is refused with the API's problem code", async ({ page }) => {
  await page.goto("/sign-in");
  await expectAccessible(page);
  await page.getByLabel("API key").fill("bmk_not-a-key");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This key was not accepted." })).toBeVisible();
  await expect(page.getByTestId("problem-code")).toHaveText("unauthorized");
  await expectAccessible(page);
});

test("the dashboard needs a session, and signing in returns to the page first asked for", async ({ page, request }) => {
  await page.goto("/calendar?view=day&date=2031-03-12&zone=UTC");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fcalendar%3Fview%3Dday%26date%3D2031-03-12%26zone%3DUTC$/);
  const { key } = await newKey(request, "scheduler");
  await page.getByLabel("API key").fill(key);
  await page.getByLabel("API key").press("Enter");
  await expect(page).toHaveURL(/\/calendar\?view=day&date=2031-03-12&zone=UTC$/);
  await expect(page.getByRole("heading", { level: 1, name: "Slot calendar" })).toBeVisible();
});

test("sign-in never returns to another site", async ({ page, request }) => {
  const { key } = await newKey(request, "qa");
  await page.goto("/sign-in?next=//evil.example/steal");
  await page.getByLabel("API key").fill(key);
  await page.getByLabel("API key").press("Enter");
  await expect(page).toHaveURL(/\/jobs$/);
});

test("each role's navigation shows what the role may use; the key stays in an httpOnly cookie", async ({
  page,
  request,
  context,
}) => {
  const expected = {
    scheduler: [
      "Watermarks",
      "Slot calendar",
      "Import schedule",
      "As run",
      "Jobs",
      "Verify aired content",
      "To render again",
      "Delivery specs",
      "Probe a file",
      "Compare reports",
      "Factories",
    ],
    qa: [
      "Jobs",
      "Verify aired content",
      "To render again",
      "Delivery specs",
      "Probe a file",
      "Compare reports",
      "Factories",
    ],
  } as const;
  for (const role of ["scheduler", "qa"] as const) {
    const { key } = await newKey(request, role);
    await signIn(page, key);
    await expect(page.getByTestId("signed-in-as")).toContainText(role);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([...expected[role]]);
    const cookie = (await context.cookies()).find((c) => c.name === "broadmark_key");
    expect(cookie).toMatchObject({ value: key, httpOnly: true, secure: true, sameSite: "Strict" });
    expect(await page.evaluate(() => document.cookie + JSON.stringify({ ...localStorage }))).not.toContain(key);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  }
  // A qa key asking for an admin page gets a human refusal, not the page.
  await signIn(page, adminKey);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
    "Watermarks",
    "Slot calendar",
    "Import schedule",
    "As run",
    "Jobs",
    "Verify aired content",
    "To render again",
    "Delivery specs",
    "Probe a file",
    "Compare reports",
    "Factories",
    "Audit log",
    "API keys",
    "Webhooks",
  ]);
  const { key: qa } = await newKey(request, "qa");
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, qa);
  await page.goto("/keys");
  await expect(page.getByTestId("problem-code")).toHaveText("forbidden");
});

test("a refused page says so in a heading and links to the pages the role may use", async ({ page, request }) => {
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
  await page.goto("/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Not available to the qa role" })).toBeVisible();
  const onward = page.getByRole("navigation", { name: "Pages your role may use" });
  await expect(onward.getByRole("link")).toHaveText([
    "Jobs",
    "Verify aired content",
    "To render again",
    "Delivery specs",
    "Probe a file",
    "Compare reports",
    "Factories",
  ]);
  await expectAccessible(page);
  await onward.getByRole("link", { name: "Jobs" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Probe jobs" })).toBeVisible();
});
