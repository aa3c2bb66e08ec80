import { expect, test } from "@playwright/test";

const adminKey = process.env.BROADMARK_ADMIN_KEY!;

test("the home page introduces the service and links the OpenAPI document", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Broadmark" })).toBeVisible();
  await page.getByRole("link", { name: "OpenAPI document" }).click();
  await expect(page).toHaveURL(/\/openapi\.json$/);
  await expect(page.locator("body")).toContainText('"openapi":"3.1.0"');
});

test("the production server registers a watermark, reserves a slot once and revokes it", async ({ request }) => {
  const headers = { "x-api-key": adminKey };
  const watermark = await request.post("/watermarking/v1.0/measurement/watermarks", {
    headers,
    data: { type: "Linear", name: "e2e", sid: 4321, sid_check_digits: "AB", csid: "0x2BEEF", csid_check_digits: "7Q" },
  });
  expect(watermark.status()).toBe(201);
  const { id } = await watermark.json();
  const span = { start: `2031-0${1 + Math.floor(Math.random() * 9)}-15T21:00:00+01:00`, duration: 600 };
  const reservations = `/watermarking/v1.0/measurement/watermarks/${id}/linear_reservations`;
  const granted = await request.post(reservations, { headers, data: span });
  expect(granted.status()).toBe(201);
  const refused = await request.post(reservations, { headers, data: span });
  expect(refused.status()).toBe(409);
  expect(refused.headers()["content-type"]).toBe("application/problem+json");
  const { token } = await granted.json();
  const revoked = await request.post(`/watermarking/v1.0/measurement/watermarks/linear_reservations/revoke/${token}`, {
    headers: { ...headers, "content-type": "application/json" },
  });
  expect((await revoked.json()).status).toBe("Revoked");
  const unauthenticated = await request.get("/watermarking/v1.0/measurement/watermarks");
  expect(unauthenticated.status()).toBe(401);
});
