import { expect, test } from "@playwright/test";
import { adminKey, newKey, signIn } from "./dashboard";

test("a wrong key is refused with the API's problem code", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("API key").fill("bmk_not-a-key");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This key was not accepted." })).toBeVisible();
  await expect(page.getByTestId("problem-code")).toHaveText("unauthorized");
});

test("the dashboard needs a session", async ({ page }) => {
  await page.goto("/calendar");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("each role's navigation shows what the role may use; the key stays in an httpOnly cookie", async ({ page, request, context }) => {
  const expected = {
    scheduler: ["Watermarks", "Slot calendar", "Probe a file", "Compare reports"],
    qa: ["Probe a file", "Compare reports"],
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
    "Probe a file",
    "Compare reports",
    "Audit log",
    "API keys",
  ]);
  const { key: qa } = await newKey(request, "qa");
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, qa);
  await page.goto("/keys");
  await expect(page.getByTestId("problem-code")).toHaveText("forbidden");
});
