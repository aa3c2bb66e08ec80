// Verdicts and gaps from hand-written timelines: the expected values are written out, not computed.
import { describe, expect, it } from "vitest";
import type { TimelineBlock } from "./schema";
import { uncovered } from "./timeline";
import { verdicts, type SlotInfo, type VerdictInput } from "./verdicts";

const slot: SlotInfo = {
  id: "r".repeat(32),
  sid: 7,
  csidValue: 0x1abcd,
  startAt: new Date("2031-01-01T20:00:00Z"),
  endAt: new Date("2031-01-01T20:01:00Z"),
  watermark: { id: "w".repeat(32), name: "News" },
};
const block = (start: number, time: string, sid = 7, csid = "0x1ABCD"): TimelineBlock => ({
  start,
  sid,
  csid,
  time,
  confidence: 0.5,
  version: "3.0.0",
});

describe("uncovered", () => {
  it("returns the spans of at least one block that no block covers", () => {
    expect(uncovered([0, 4, 16], 4, 0, 30)).toEqual([
      { start: 8, end: 16 },
      { start: 20, end: 30 },
    ]);
    expect(uncovered([0, 4, 8], 4, 0, 14)).toEqual([]);
    expect(uncovered([], 4, 0, 3)).toEqual([]);
    expect(uncovered([10], 4, 2, 12)).toEqual([{ start: 2, end: 10 }]);
  });
});

describe("verdicts", () => {
  it("matches an expected slot and places its missing spans in the input from the first block", () => {
    // The slot starts 10 s into the input; blocks at 10, 14, then none until 30; the input ends at 50.
    const blocks = [
      block(10, "2031-01-01T20:00:00Z"),
      block(14, "2031-01-01T20:00:04Z"),
      block(30, "2031-01-01T20:00:20Z"),
    ];
    const [verdict] = verdicts({ blocks, blockSeconds: 4, seconds: 50, expected: [slot], others: new Map() });
    expect(verdict).toEqual({
      sid: 7,
      csid: "0x1ABCD",
      verdict: "match",
      watermark_id: "w".repeat(32),
      watermark_name: "News",
      reservation_id: "r".repeat(32),
      slot: { start: "2031-01-01T20:00:00.000Z", end: "2031-01-01T20:01:00.000Z" },
      blocks: 3,
      blocks_in_slot: 3,
      missing: [
        { start: 18, end: 30 },
        { start: 34, end: 50 },
      ],
    });
  });

  it("says outside_slot when the code's times fall outside the slot, missing when absent, unexpected for another code", () => {
    const late = verdicts({
      blocks: [block(0, "2031-01-01T21:00:00Z")],
      blockSeconds: 4,
      seconds: 8,
      expected: [slot],
      others: new Map(),
    });
    expect(late[0]).toMatchObject({
      verdict: "outside_slot",
      blocks: 1,
      blocks_in_slot: 0,
      missing: [{ start: 0, end: 8 }],
    });
    const other = verdicts({
      blocks: [block(0, "2031-01-01T20:00:00Z", 9, "0x20001")],
      blockSeconds: 4,
      seconds: 8,
      expected: [slot],
      others: new Map(),
    });
    expect(other.map((v) => [v.verdict, v.sid, v.csid, v.blocks])).toEqual([
      ["missing", 7, "0x1ABCD", 0],
      ["unexpected", 9, "0x20001", 1],
    ]);
  });

  it("without expectations, judges a found code by the reservation covering it, or calls it unreserved", () => {
    const blocks = [block(0, "2031-01-01T20:00:00Z"), block(4, "2031-01-01T20:00:04Z", 9, "0x20001")];
    const others: VerdictInput["others"] = new Map<string, SlotInfo | { watermark: { id: string; name: string } }>([
      ["7/0X1ABCD", slot],
      ["9/0X20001", { watermark: { id: "v".repeat(32), name: "Film" } }],
    ]);
    const judged = verdicts({ blocks, blockSeconds: 4, seconds: 8, expected: [], others });
    expect(judged.map((v) => [v.verdict, v.reservation_id, v.watermark_name])).toEqual([
      ["match", "r".repeat(32), "News"],
      ["unreserved", null, "Film"],
    ]);
  });
});
