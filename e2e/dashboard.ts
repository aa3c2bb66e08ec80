// What the dashboard specs share: keys of each role made through the API, and signing in as a user.
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const adminKey = process.env.BROADMARK_ADMIN_KEY!;

let counter = 0;

export async function newKey(
  request: APIRequestContext,
  role: "scheduler" | "qa" | "admin",
  name = `${role} ${Date.now()}-${++counter}`,
) {
  const response = await request.post("/admin/v1.0/keys", { headers: { "x-api-key": adminKey }, data: { name, role } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; key: string; name: string };
}

/**
 * A Linear watermark with a code no other test uses (or the code given). Every spec registers its sids with
 * check digits AB and its csids with 7Q: the registry keeps one pair per sid and per csid.
 */
export async function newWatermark(
  request: APIRequestContext,
  key: string,
  name = `Slot test ${Date.now()}-${++counter}`,
  code: { sid?: number; csid?: string; house_number?: string } = {},
) {
  const sid = 1 + Math.floor(Math.random() * 32000);
  const csid = `0x2${Math.floor(Math.random() * 0xffff)
    .toString(16)
    .padStart(4, "0")}`;
  const response = await request.post("/watermarking/v1.0/measurement/watermarks", {
    headers: { "x-api-key": key },
    data: { type: "Linear", name, sid, sid_check_digits: "AB", csid, csid_check_digits: "7Q", ...code },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string; sid: number; csid: string };
}

export async function reserveByApi(
  request: APIRequestContext,
  key: string,
  watermarkId: string,
  start: string,
  duration: number,
) {
  const response = await request.post(`/watermarking/v1.0/measurement/watermarks/${watermarkId}/linear_reservations`, {
    headers: { "x-api-key": key },
    data: { start, duration },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; token: string };
}

/** Signs in with the keyboard, as a user would. */
export async function signIn(page: Page, key: string) {
  await page.goto("/sign-in");
  await page.getByLabel("API key").fill(key);
  await page.getByLabel("API key").press("Enter");
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

/**
 * axe-core on the page as it is now: no serious or critical violation (each listed with its elements). The
 * page must have a title first: after a client-side navigation Next.js sets it a moment after the content.
 */
export async function expectAccessible(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(" ")).join(" | ")}`),
  ).toEqual([]);
}
