import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { adminKey, expectAccessible, newKey, newWatermark, reserveByApi, signIn } from "./dashboard";

test("an admin registers a webhook endpoint: a refused address names url; an allowed one shows its secret once and is listed", async ({
  page,
}) => {
  await signIn(page, adminKey);
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

  // The e2e server allows 127.0.0.1 (PROBE_URL_ALLOW), so the refused address is a link-local one.
  await page.getByLabel("URL", { exact: true }).fill("http://169.254.169.254/hook");
  await page.getByLabel("job.failed").check();
  await page.getByRole("button", { name: "Register endpoint" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "url: 169.254.169.254 is a linkLocal address" }),
  ).toBeVisible();
  await expect(page.getByTestId("problem-code")).toHaveText("validation_failed");
  await expect(page.getByLabel("URL", { exact: true })).toHaveAttribute("aria-invalid", "true");

  const url = `https://example.com/hook/${Date.now()}`;
  await page.getByLabel("URL", { exact: true }).fill(url);
  await page.getByLabel("reservation.created").press("Space");
  await page.getByRole("button", { name: "Register endpoint" }).click();
  await expect(page.getByTestId("new-webhook-secret")).toHaveText(/^whsec_/);
  const row = page.getByRole("row").filter({ hasText: url });
  await expect(row).toContainText("job.failed, reservation.created");
  await expectAccessible(page);

  await row.getByRole("button", { name: `Deliveries to ${url}` }).click();
  await expect(page.getByText("No deliveries yet.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("new-webhook-secret")).toHaveCount(0);
});

/** A receiver in the test process (127.0.0.1 is allowed here): failing until told otherwise. */
async function receiver() {
  const received: { path: string; type: string }[] = [];
  const state = { status: 500 };
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", type: JSON.parse(body).type });
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    state,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

test("an admin sees why an endpoint was paused automatically, resumes it, and pauses, tests, rotates and deletes another", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // waits for deliveries to fail, then for held ones to arrive
  const hooks = await receiver();
  try {
    // The server pauses an endpoint after two failed attempts (BROADMARK_WEBHOOK_PAUSE_AFTER_FAILURES in playwright.config.ts).
    const failing = `${hooks.base}/failing`;
    const created = await request.post("/admin/v1.0/webhooks", {
      headers: { "x-api-key": adminKey },
      data: { url: failing, events: ["reservation.created"] },
    });
    expect(created.status()).toBe(201);
    const scheduler = await newKey(request, "scheduler");
    for (const start of ["2033-03-03T10:00:00Z", "2033-03-03T11:00:00Z"]) {
      await reserveByApi(request, scheduler.key, (await newWatermark(request, scheduler.key)).id, start, 60);
    }

    await signIn(page, adminKey);
    await page.getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    const failingRow = page.getByRole("row").filter({ has: page.getByRole("button", { name: `Delete ${failing}` }) });
    const status = failingRow.getByTestId("paused-endpoint");
    await expect(async () => {
      await page.reload();
      await expect(status).toContainText("Paused automatically: failing for a long time");
    }).toPass({ timeout: 45_000 });
    await expect(status).toContainText(/since \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    await expect(status).toContainText("last error: answered 500");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/webhook-paused.png", fullPage: true });

    // The receiver is fixed; the admin resumes with the keyboard, and the held events arrive.
    hooks.state.status = 200;
    const before = hooks.received.length;
    await failingRow.getByRole("button", { name: `Resume ${failing}` }).focus();
    await page.keyboard.press("Enter");
    await expect(failingRow.getByRole("button", { name: `Pause ${failing}` })).toBeVisible();
    await expect(failingRow).not.toContainText("Paused");
    await expect
      .poll(() => hooks.received.slice(before).filter((r) => r.path === "/failing").length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);

    const url = `${hooks.base}/manual`;
    await page.getByLabel("URL", { exact: true }).fill(url);
    await page.getByLabel("job.failed").check();
    await page.getByRole("button", { name: "Register endpoint" }).click();
    const original = (await page.getByTestId("new-webhook-secret").textContent())!;
    // The endpoint's own row (its open delivery log is a row naming the URL too).
    const row = page.getByRole("row").filter({ has: page.getByRole("button", { name: `Delete ${url}` }) });
    await row.getByRole("button", { name: `Pause ${url}` }).click();
    await expect(row.getByTestId("paused-endpoint")).toContainText("Paused by an admin");

    await row.getByRole("button", { name: `Send a test event to ${url}` }).click();
    await expect(
      page
        .getByRole("table", { name: `Deliveries to ${url}` })
        .getByRole("cell", { name: "webhook.test", exact: true }),
    ).toBeVisible();
    await expect.poll(() => hooks.received.some((r) => r.path === "/manual" && r.type === "webhook.test")).toBe(true);

    page.once("dialog", (dialog) => dialog.accept());
    await row.getByRole("button", { name: `Rotate the secret of ${url}` }).click();
    const rotated = page.getByTestId("rotated-webhook-secret");
    await expect(rotated).toHaveText(/^whsec_/);
    expect(await rotated.textContent()).not.toBe(original);

    page.once("dialog", (dialog) => dialog.dismiss());
    await row.getByRole("button", { name: `Delete ${url}` }).click();
    await expect(row).toBeVisible();
    page.once("dialog", (dialog) => dialog.accept());
    await row.getByRole("button", { name: `Delete ${url}` }).click();
    await expect(page.getByRole("row").filter({ hasText: url })).toHaveCount(0);
  } finally {
    await hooks.close();
  }
});
