import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveSuiteOverHttp } from "../api/testing/client";
import { bxfAsRun, bxfSchedule, csvFile } from "./testing/samples";
import { db } from "../db/client";
import { BASE, importAsRun, importSchedule, newWatermark, written } from "./testing/calls";

let scheduler: string;
serveSuiteOverHttp();
beforeAll(async () => {
  scheduler = await keyFor("scheduler");
});

const unique = () => crypto.randomUUID().slice(0, 8);
const outcomes = (rows: { line: number; outcome: string }[]) => rows.map((row) => [row.line, row.outcome]);

describe("POST schedule_imports (BXF)", () => {
  it("a dry run answers a row per event, with its line, and writes nothing", async () => {
    const house = `EN-${unique()}`;
    const watermark = await newWatermark(scheduler, { house_number: house });
    const text = bxfSchedule([
      { houseNumber: house, date: "2031-03-02", timecode: "18:00:00;00", duration: "00:30:00;00" },
      { houseNumber: house, date: "2031-03-03", timecode: "18:00:00;00", duration: "00:30:00;00" },
      { houseNumber: `none-${unique()}`, date: "2031-03-03", timecode: "18:00:00;00", duration: "00:30:00;00" },
    ]);
    const before = await written();
    const response = await importSchedule(
      scheduler,
      text,
      "bxf",
      "?dry_run=true&mode=available&time_zone=America/New_York",
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: null, dry_run: true, format: "bxf", mode: "available" });
    expect(response.body.totals).toEqual({ events: 3, granted: 0, free: 2, conflict: 0, unknown_code: 1, invalid: 0 });
    expect(outcomes(response.body.rows)).toEqual([
      [6, "free"],
      [10, "free"],
      [14, "unknown_code"],
    ]);
    expect(response.body.rows[0]).toMatchObject({
      watermark_id: watermark.id,
      watermark_name: watermark.name,
      start: "2031-03-02T18:00:00-05:00",
      end: "2031-03-02T18:30:00-05:00",
      duration: 1800,
    });
    expect(response.body.rows[2].reason).toContain("no watermark matches house number none-");
    expect(await written()).toEqual(before);
  });

  it("mode available books what is free; clashes name the existing reservation or the file's line; the import is kept", async () => {
    const house = `EN-${unique()}`;
    const watermark = await newWatermark(scheduler, { house_number: house });
    const existing = await call("POST", `${BASE}/watermarks/${watermark.id}/linear_reservations`, {
      key: scheduler,
      body: { start: "2031-04-01T12:00:00Z", duration: 600 },
    });
    expect(existing.status).toBe(201);
    const text = bxfSchedule([
      { houseNumber: house, utc: "2031-04-01T11:00:00Z", duration: "00:30:00:00" },
      { houseNumber: house, utc: "2031-04-01T12:05:00Z", duration: "00:10:00:00" },
      { houseNumber: house, utc: "2031-04-01T11:15:00Z", duration: "00:30:00:00" },
      { houseNumber: house, utc: "2031-04-01T13:00:00Z", duration: "00:00:00:00" },
    ]);
    const response = await importSchedule(scheduler, text, "bxf", "?mode=available");
    expect(response.status).toBe(201);
    expect(outcomes(response.body.rows)).toEqual([
      [6, "granted"],
      [10, "conflict"],
      [14, "conflict"],
      [18, "invalid"],
    ]);
    expect(response.body.rows[1].conflicts).toEqual([
      { start: "2031-04-01T12:00:00Z", end: "2031-04-01T12:10:00Z", watermark_id: watermark.id },
    ]);
    expect(response.body.rows[2].conflicts).toEqual([
      { start: "2031-04-01T11:00:00Z", end: "2031-04-01T11:30:00Z", watermark_id: watermark.id, line: 6 },
    ]);
    expect(response.body.rows[3].reason).toBe("duration must be between 1 and 86400 seconds (got 0)");
    const reservations = await call("GET", `${BASE}/watermarks/${watermark.id}/linear_reservations`, {
      key: scheduler,
    });
    expect(reservations.body.items.map((r: { id: string }) => r.id)).toEqual([
      response.body.rows[0].reservation_id,
      existing.body.id,
    ]);

    const kept = await call("GET", `${BASE}/schedule_imports/${response.body.id}`, { key: scheduler });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ ...response.body });
    const list = await call("GET", `${BASE}/schedule_imports?limit=200`, { key: scheduler });
    expect(list.body.items.find((item: { id: string }) => item.id === response.body.id)).toEqual({
      id: response.body.id,
      format: "bxf",
      mode: "available",
      totals: { events: 4, granted: 1, free: 0, conflict: 2, unknown_code: 0, invalid: 1 },
      created_at: response.body.created_at,
      created_by: response.body.created_by,
    });
  });

  it("mode all books nothing when one event cannot be booked: 409 with the rows", async () => {
    const house = `EN-${unique()}`;
    await newWatermark(scheduler, { house_number: house });
    const before = await written();
    const clash = bxfSchedule([
      { houseNumber: house, utc: "2031-05-01T10:00:00Z", duration: "01:00:00:00" },
      { houseNumber: house, utc: "2031-05-01T10:30:00Z", duration: "01:00:00:00" },
    ]);
    const refused = await importSchedule(scheduler, clash, "bxf", "?mode=all");
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("schedule_refused");
    expect(outcomes(refused.body.rows)).toEqual([
      [6, "free"],
      [10, "conflict"],
    ]);
    const unknown = bxfSchedule([
      { houseNumber: house, utc: "2031-05-02T10:00:00Z", duration: "01:00:00:00" },
      { houseNumber: `none-${unique()}`, utc: "2031-05-02T10:00:00Z", duration: "01:00:00:00" },
    ]);
    const refusedUnknown = await importSchedule(scheduler, unknown, "bxf");
    expect(refusedUnknown.status).toBe(409);
    expect(outcomes(refusedUnknown.body.rows)).toEqual([
      [6, "free"],
      [10, "unknown_code"],
    ]);
    expect(await written()).toEqual(before);
  });

  it("the import's record is written in its reservations' transaction: when it cannot be kept, nothing is booked", async () => {
    const house = `FAULT-${unique()}`;
    await newWatermark(scheduler, { house_number: house, name: `Show ${house}` });
    // A fault injected where the record is written: the database refuses this import's record.
    await db()
      .$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_fault_import() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.rows::text LIKE '%FAULT-%' THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$`);
    await db().$executeRawUnsafe(
      `CREATE TRIGGER refuse_fault_import BEFORE INSERT ON schedule_import FOR EACH ROW EXECUTE FUNCTION refuse_fault_import()`,
    );
    try {
      const before = await written();
      const text = bxfSchedule([{ houseNumber: house, utc: "2031-05-03T10:00:00Z", duration: "01:00:00:00" }]);
      const failed = await importSchedule(scheduler, text, "bxf", "?mode=available");
      expect(failed.status).toBe(500);
      expect(await written()).toEqual(before);
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER refuse_fault_import ON schedule_import`);
    }
  });

  it("maps a house number on several codes by the channel (csid), and refuses it as ambiguous without one", async () => {
    const house = `EN-${unique()}`;
    const [first, second] = [
      await newWatermark(scheduler, { house_number: house }),
      await newWatermark(scheduler, { house_number: house }),
    ];
    const event = { houseNumber: house, utc: "2031-06-01T10:00:00Z", duration: "00:01:00:00" };
    const onChannel = await importSchedule(scheduler, bxfSchedule([event], second.csid), "bxf", "?dry_run=true");
    expect(onChannel.body.rows[0]).toMatchObject({ outcome: "free", watermark_id: second.id });
    const ambiguous = await importSchedule(scheduler, bxfSchedule([event], "WXYZ"), "bxf", "?dry_run=true");
    expect(ambiguous.body.rows[0]).toMatchObject({
      outcome: "invalid",
      reason: expect.stringContaining(`house number ${house} is on 2 codes`),
    });
    expect(ambiguous.body.rows[0].reason).toContain(first.csid);
  });
});

describe("POST schedule_imports (CSV)", () => {
  it("maps by watermark_id, sid + csid and name; local starts in the time zone; durations in seconds or HH:MM:SS", async () => {
    const name = `Show ${unique()}`;
    const [a, b, c] = [
      await newWatermark(scheduler),
      await newWatermark(scheduler),
      await newWatermark(scheduler, { name }),
    ];
    const text = csvFile(
      ["watermark_id", "sid", "csid", "name", "start", "time_zone", "duration"],
      [
        { watermark_id: a.id, start: "2031-07-01T18:00:00-04:00", duration: 1800 },
        { sid: b.sid, csid: b.csid, start: "2031-07-01 18:00", time_zone: "America/New_York", duration: "00:30:00" },
        { name: name.toUpperCase(), start: "2031-07-01T18:00", duration: "01:00:00" },
        { name, start: "2031-07-01T18:30", duration: 60 },
        { name, start: "soon", duration: 60 },
        { watermark_id: "0".repeat(32), start: "2031-07-01T18:00:00Z", duration: 60 },
      ],
    );
    const before = await written();
    const response = await importSchedule(scheduler, text, "csv", "?mode=available&time_zone=Europe/Paris");
    expect(response.status).toBe(201);
    expect(outcomes(response.body.rows)).toEqual([
      [2, "granted"],
      [3, "granted"],
      [4, "granted"],
      [5, "conflict"],
      [6, "invalid"],
      [7, "unknown_code"],
    ]);
    expect(
      response.body.rows
        .slice(0, 3)
        .map((row: { watermark_id: string; start: string; duration: number }) => [
          row.watermark_id,
          row.start,
          row.duration,
        ]),
    ).toEqual([
      [a.id, "2031-07-01T18:00:00-04:00", 1800],
      [b.id, "2031-07-01T18:00:00-04:00", 1800],
      [c.id, "2031-07-01T18:00:00+02:00", 3600],
    ]);
    expect(response.body.rows[3].conflicts).toEqual([
      { start: "2031-07-01T18:00:00+02:00", end: "2031-07-01T19:00:00+02:00", watermark_id: c.id, line: 4 },
    ]);
    const after = await written();
    expect([after[0]! - before[0]!, after[3]! - before[3]!]).toEqual([3, 1]);
  });
});

describe("refused files", () => {
  it("malformed XML or CSV: 400 naming the line, nothing written", async () => {
    const before = await written();
    const xml = bxfSchedule([{ houseNumber: "A", utc: "2031-01-01T00:00:00Z", duration: "00:01:00:00" }]).replace(
      "<Content>",
      "<Content",
    );
    const badXml = await importSchedule(scheduler, xml, "bxf");
    expect(badXml.status).toBe(400);
    expect(badXml.body).toMatchObject({
      code: "malformed_file",
      line: 8,
      detail: expect.stringMatching(/^line 8: the BXF document is not well-formed XML/),
    });
    const badCsv = await importSchedule(
      scheduler,
      "name,start,duration\nA,2031-01-01T00:00:00Z,60\nB,2031-01-01T00:00:00Z\n",
      "csv",
    );
    expect(badCsv.body).toMatchObject({ status: 400, code: "malformed_file", line: 3 });
    const badColumn = await importSchedule(scheduler, "name,begin,duration\n", "csv");
    expect(badColumn.body).toMatchObject({
      status: 400,
      line: 1,
      detail: expect.stringContaining('unknown column "begin"'),
    });
    expect(await written()).toEqual(before);
  });

  it("a body over 5 MiB is 413, another media type 415", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x20);
    expect((await importSchedule(scheduler, big, "csv")).status).toBe(413);
    expect((await importAsRun(scheduler, " ".repeat(5 * 1024 * 1024 + 1), "bxf")).status).toBe(413);
    const json = await call("POST", `${BASE}/schedule_imports`, { key: scheduler, body: { events: [] } });
    expect(json.status).toBe(415);
  });

  it("the import operations need a scheduler or admin key", async () => {
    const qa = await keyFor("qa");
    expect((await importSchedule(qa, "name,start,duration\n", "csv")).status).toBe(403);
    expect((await call("GET", `${BASE}/as_run_imports`, { key: qa })).status).toBe(403);
  });
});

describe("POST as_run_imports", () => {
  it("reconciles the window's Active reservations with what aired", async () => {
    const house = `EN-${unique()}`;
    const show = await newWatermark(scheduler, { house_number: house });
    const other = await newWatermark(scheduler, { house_number: `${house}-B` });
    const reserve = async (watermarkId: string, start: string, duration: number) => {
      const response = await call("POST", `${BASE}/watermarks/${watermarkId}/linear_reservations`, {
        key: scheduler,
        body: { start, duration },
      });
      expect(response.status).toBe(201);
      return response.body.id as string;
    };
    const onTime = await reserve(show.id, "2032-01-05T18:00:00Z", 1800);
    const late = await reserve(show.id, "2032-01-05T19:00:00Z", 1800);
    const missed = await reserve(other.id, "2032-01-05T18:30:00Z", 600);
    const log = bxfAsRun([
      { houseNumber: house, utc: "2032-01-05T18:00:01Z", duration: "00:29:59:00" },
      { houseNumber: house, utc: "2032-01-05T19:02:00Z", duration: "00:30:00:00" },
      { houseNumber: house, utc: "2032-01-05T20:00:00Z", duration: "00:05:00:00" },
      { houseNumber: `none-${unique()}`, utc: "2032-01-05T18:00:00Z", duration: "00:05:00:00" },
    ]);
    const response = await importAsRun(scheduler, log, "bxf");
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      format: "bxf",
      from: "2032-01-05T18:00:01Z",
      to: "2032-01-05T20:05:00Z",
      tolerance: 1,
    });
    expect(response.body.totals).toEqual({
      aired_as_reserved: 1,
      aired_at_other_time: 1,
      not_aired: 1,
      unreserved: 1,
      unknown_code: 1,
      invalid: 0,
    });
    const mine = response.body.rows.filter((row: { watermark_id?: string }) =>
      [show.id, other.id].includes(row.watermark_id ?? ""),
    );
    expect(
      mine.map(
        (row: {
          outcome: string;
          reservation?: { id: string };
          line?: number;
          start_offset?: number;
          end_offset?: number;
        }) => [row.outcome, row.reservation?.id, row.line, row.start_offset, row.end_offset],
      ),
    ).toEqual([
      ["aired_as_reserved", onTime, 5, 1, 0],
      ["not_aired", missed, undefined, undefined, undefined],
      ["aired_at_other_time", late, 9, 120, 120],
      ["unreserved", undefined, 13, undefined, undefined],
    ]);
    expect(response.body.rows.find((row: { outcome: string }) => row.outcome === "unknown_code")).toMatchObject({
      line: 17,
    });
    const kept = await call("GET", `${BASE}/as_run_imports/${response.body.id}`, { key: scheduler });
    expect(kept.body).toEqual(response.body);
    const list = await call("GET", `${BASE}/as_run_imports?limit=200`, { key: scheduler });
    const listed = list.body.items.find((item: { id: string }) => item.id === response.body.id);
    expect(listed).toMatchObject({ totals: response.body.totals, from: response.body.from });
    expect(listed.rows).toBeUndefined();
  });

  it("takes an explicit window and a CSV log; a reservation of the window with nothing aired is not aired", async () => {
    const show = await newWatermark(scheduler);
    await call("POST", `${BASE}/watermarks/${show.id}/linear_reservations`, {
      key: scheduler,
      body: { start: "2032-02-01T10:00:00Z", duration: 60 },
    });
    const log = csvFile(
      ["watermark_id", "start", "duration"],
      [{ watermark_id: show.id, start: "2032-02-01T10:00:00Z", duration: "00:01:00" }],
    );
    const response = await importAsRun(
      scheduler,
      log,
      "csv",
      "?from=2032-02-01T09:00:00Z&to=2032-02-01T11:00:00Z&tolerance=0",
    );
    expect(response.status).toBe(201);
    expect(
      response.body.rows
        .filter((row: { watermark_id?: string }) => row.watermark_id === show.id)
        .map((row: { outcome: string }) => row.outcome),
    ).toEqual(["aired_as_reserved"]);
    const empty = await importAsRun(scheduler, "watermark_id,start,duration\n", "csv");
    expect(empty.body).toMatchObject({ status: 400 });
  });
});
