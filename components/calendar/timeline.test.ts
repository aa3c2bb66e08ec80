import { describe, expect, it } from "vitest";
import type { GridReservation } from "./time-grid";
import { timelineRows } from "./timeline";

const slot = (id: string, code: string, name: string, startMs: number): GridReservation => ({
  id,
  code,
  name,
  startMs,
  endMs: startMs + 1_800_000,
  title: name,
  times: "",
  detail: "",
  status: "Active",
  conflicting: false,
});

describe("timeline rows", () => {
  it("puts each code's slots on one row, named by its watermarks, rows in name order", () => {
    const rows = timelineRows([
      slot("a", "sid 2, csid 0x20002", "Weather", 0),
      slot("b", "sid 1, csid 0x20001", "News", 0),
      slot("c", "sid 2, csid 0x20002", "Weather rerun", 3_600_000),
      slot("d", "sid 2, csid 0x20002", "Weather", 7_200_000),
    ]);
    expect(rows.map((row) => [row.names, row.code, row.slots.map((s) => s.id)])).toEqual([
      ["News", "sid 1, csid 0x20001", ["b"]],
      ["Weather · Weather rerun", "sid 2, csid 0x20002", ["a", "c", "d"]],
    ]);
  });
});
