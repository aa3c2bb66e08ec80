// The import operations as a client calls them, and what they may have written.
import { expect } from "vitest";
import { call, uniqueCode, watermarkBody } from "../../api/testing/client";
import { db } from "../../db/client";

export const BASE = "/watermarking/v1.0/measurement";

export const CONTENT_TYPES = { bxf: "application/xml", csv: "text/csv" } as const;

export function importSchedule(key: string, text: string | Uint8Array, format: keyof typeof CONTENT_TYPES, query = "") {
  return call("POST", `${BASE}/schedule_imports${query}`, { key, rawBody: text, contentType: CONTENT_TYPES[format] });
}

export function importAsRun(key: string, text: string, format: keyof typeof CONTENT_TYPES, query = "") {
  return call("POST", `${BASE}/as_run_imports${query}`, { key, rawBody: text, contentType: CONTENT_TYPES[format] });
}

/** Everything an import may write: reservations, their audit rows and events, and the kept imports. */
export async function written(): Promise<number[]> {
  return Promise.all([
    db().linearReservation.count(),
    db().auditEntry.count(),
    db().webhookDelivery.count(),
    db().scheduleImport.count(),
    db().asRunImport.count(),
  ]);
}

export async function newWatermark(key: string, overrides: Record<string, unknown> = {}) {
  const response = await call("POST", `${BASE}/watermarks`, {
    key,
    body: watermarkBody({ ...uniqueCode(), ...overrides }),
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; sid: number; csid: string; name: string };
}
