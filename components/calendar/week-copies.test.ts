import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { ReservationView } from "@/lib/reservations/schemas";
import { weekCopies } from "./week-copies";

const slot = (id: string, start: string, duration: number) =>
  ({
    id,
    watermark_id: "w".repeat(32),
    start,
    end: new Date(Date.parse(start) + duration * 1000).toISOString(),
    duration,
    status: "Active",
  }) as ReservationView;
const monday = Temporal.PlainDate.from("2026-10-26");
const starts = (result: ReturnType<typeof weekCopies>) =>
  "copies" in result ? result.copies.map((c) => c.start?.toString({ timeZoneName: "never" }) ?? c.refusal) : result;

describe("copies of a week", () => {
  it("keeps each slot's wall-clock time in the zone across the DST change, into N weeks from the target's week", () => {
    const week = [slot("b", "2026-10-30T18:00:00-04:00", 1800), slot("a", "2026-10-26T20:00:00-04:00", 3600)];
    // Any day of the target week names it; two weeks from the week of 2 November.
    expect(starts(weekCopies(week, monday, "2026-11-04", "2", "America/New_York"))).toEqual([
      "2026-11-02T20:00:00-05:00",
      "2026-11-06T18:00:00-05:00",
      "2026-11-09T20:00:00-05:00",
      "2026-11-13T18:00:00-05:00",
    ]);
    const copies = weekCopies(week, monday, "2026-11-02", "1", "America/New_York");
    expect("copies" in copies && copies.copies.map((c) => [c.source.id, c.week, c.source.duration])).toEqual([
      ["a", 1, 3600],
      ["b", 1, 1800],
    ]);
  });

  it("refuses a start the target day skips or has twice, with why", () => {
    const week = [slot("gap", "2026-03-01T02:30:00-05:00", 1800), slot("fold", "2026-10-25T01:30:00-04:00", 1800)];
    expect(
      starts(
        weekCopies(week.slice(0, 1), Temporal.PlainDate.from("2026-02-23"), "2026-03-08", "1", "America/New_York"),
      ),
    ).toEqual(["Refused: 02:30 does not exist that day (clocks go forward)"]);
    expect(
      starts(weekCopies(week.slice(1), Temporal.PlainDate.from("2026-10-19"), "2026-10-26", "1", "America/New_York")),
    ).toEqual(["Refused: 01:30 happens twice that day (clocks go back)"]);
  });

  it("names the field to correct", () => {
    const week = [slot("a", "2026-10-26T20:00:00-04:00", 3600)];
    expect(weekCopies(week, monday, "2026-10-28", "1", "UTC")).toEqual({
      field: "target",
      message: "choose another week than the one shown",
    });
    expect(weekCopies(week, monday, "", "1", "UTC")).toMatchObject({ field: "target" });
    for (const weeks of ["0", "53", "1.5", ""])
      expect(weekCopies(week, monday, "2026-11-02", weeks, "UTC")).toMatchObject({ field: "weeks" });
    expect(starts(weekCopies(week, monday, "2026-10-19", "1", "UTC"))).toEqual(["2026-10-20T00:00:00+00:00"]); // 20:00 EDT is 00:00 UTC the next day
  });
});
