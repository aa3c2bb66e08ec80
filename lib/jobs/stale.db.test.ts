// Rendered outputs follow their reservation. The job is a fixture written by insertJob (as a submission
// writes it) with its output marked Completed, instead of rendering one: what is tested is what a revocation
// and a move do to the job's view, the listing and the events.
import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveSuiteOverHttp, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";
import { newId } from "../ids/random-hex";
import { nowNs } from "../time/clock";
import { insertJob } from "./job-store";

const BASE = "/watermarking/v1.0/measurement";
let scheduler: string;
let factoryId: string;

serveSuiteOverHttp();
beforeAll(async () => {
  scheduler = await keyFor("scheduler");
  factoryId = (await db().factory.findFirstOrThrow()).id;
  await db().webhookEndpoint.create({
    data: {
      id: newId(),
      url: "http://127.0.0.1:9/hooks",
      events: ["output.stale"],
      secret: "whsec_test",
      createdAt: nowNs(),
      createdByKeyId: newId(),
    },
  });
});

/** A reservation and a completed composition job whose output "main" was watermarked under it. */
async function renderedUnder(start: string) {
  const watermark = await call("POST", `${BASE}/watermarks`, { key: scheduler, body: watermarkBody(uniqueCode()) });
  const reservation = await call("POST", `${BASE}/watermarks/${watermark.body.id}/linear_reservations`, {
    key: scheduler,
    body: { start, duration: 600 },
  });
  expect(reservation.status).toBe(201);
  const jobId = newId();
  const keyId = (await db().linearReservation.findUniqueOrThrow({ where: { id: reservation.body.id } })).createdByKeyId;
  await insertJob({
    id: jobId,
    factoryId,
    createdAt: nowNs(),
    createdByKeyId: keyId,
    composition: { fixture: true },
    inputs: [{ name: "programme", url: "file:///media/programme.mxf" }],
    outputs: [
      { name: "main", type: "op1a" },
      { name: "proxy", type: "mp4" },
    ],
    watermarks: [{ outputName: "main", streamName: "audio", reservationId: reservation.body.id }],
  });
  await db().jobOutput.updateMany({ where: { jobId }, data: { status: "Completed" } });
  return { jobId, reservation: reservation.body, watermarkId: watermark.body.id as string };
}

const jobOutputs = async (jobId: string) =>
  (await call("GET", `/mediaprocessing/v1.0/factories/${factoryId}/jobs/${jobId}`, { key: scheduler })).body.outputs;
const staleEvents = async (jobId: string) =>
  (await db().webhookDelivery.findMany({ where: { eventType: "output.stale", resourceId: jobId } })).map(
    (d) => JSON.parse(d.body).data,
  );

describe("stale outputs", () => {
  it("marks the output stale once its reservation is revoked, records output.stale, and lists it", async () => {
    const { jobId, reservation, watermarkId } = await renderedUnder("2029-01-10T10:00:00Z");
    expect((await jobOutputs(jobId)).main.stale).toBeUndefined();
    const revoked = await call("POST", `${BASE}/watermarks/linear_reservations/revoke/${reservation.token}`, {
      key: scheduler,
    });
    expect(revoked.status).toBe(200);
    const outputs = await jobOutputs(jobId);
    expect(outputs.main.stale).toEqual({
      reason: "revoked",
      reservation_id: reservation.id,
      at: revoked.body.revoked_at,
    });
    expect(outputs.proxy.stale).toBeUndefined();
    const item = {
      factory_id: factoryId,
      job_id: jobId,
      output: "main",
      reservation_id: reservation.id,
      watermark_id: watermarkId,
      reason: "revoked",
      at: revoked.body.revoked_at,
    };
    expect(await staleEvents(jobId)).toEqual([item]);
    const listed = await call("GET", "/mediaprocessing/v1.0/stale_outputs?limit=200", { key: scheduler });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toContainEqual(item);
  });

  it("marks it rescheduled after a move, and lists newest first across pages", async () => {
    const first = await renderedUnder("2029-02-10T10:00:00Z");
    const second = await renderedUnder("2029-02-11T10:00:00Z");
    for (const { reservation } of [first, second]) {
      const moved = await call("POST", `${BASE}/watermarks/linear_reservations/reschedule/${reservation.token}`, {
        key: scheduler,
        body: { start: "2029-03-01T10:00:00Z" },
      });
      expect(moved.status).toBe(201);
    }
    expect((await jobOutputs(first.jobId)).main.stale).toMatchObject({
      reason: "rescheduled",
      reservation_id: first.reservation.id,
    });
    expect((await staleEvents(second.jobId)).map((e) => e.reason)).toEqual(["rescheduled"]);
    const page1 = await call("GET", "/mediaprocessing/v1.0/stale_outputs?limit=1", { key: scheduler });
    const page2 = await call("GET", `/mediaprocessing/v1.0/stale_outputs?limit=1&cursor=${page1.body.next_cursor}`, {
      key: scheduler,
    });
    expect([page1.body.items[0].job_id, page2.body.items[0].job_id]).toEqual([second.jobId, first.jobId]);
  });

  it("marks every output of a revoked series' occurrences", async () => {
    const { jobId, reservation } = await renderedUnder("2029-04-10T10:00:00Z");
    // The fixture's reservation is no series occurrence; attach it to one to revoke it through the series.
    const series = await call("POST", `${BASE}/watermarks/${reservation.watermark_id}/linear_reservation_series`, {
      key: scheduler,
      body: { start: "2029-05-01T10:00:00Z", duration: 60, time_zone: "UTC", rrule: "FREQ=DAILY;COUNT=1" },
    });
    await db().linearReservation.update({ where: { id: reservation.id }, data: { seriesId: series.body.id } });
    const revoked = await call("POST", `${BASE}/linear_reservation_series/${series.body.id}/revoke`, {
      key: scheduler,
    });
    expect(revoked.status).toBe(200);
    expect((await jobOutputs(jobId)).main.stale).toMatchObject({ reason: "revoked", reservation_id: reservation.id });
    expect(await staleEvents(jobId)).toHaveLength(1);
  });
});
