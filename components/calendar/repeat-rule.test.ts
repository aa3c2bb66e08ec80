import fc from "fast-check";
import { RRuleTemporal } from "rrule-temporal";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { repeatRule, WEEKDAYS, type Repeat, type Weekday } from "./repeat-rule";

const at = (text: string) => Temporal.ZonedDateTime.from(text);
const ruleOf = (repeat: Repeat, start: Temporal.ZonedDateTime) => {
  const result = repeatRule(repeat, start);
  if (!("rrule" in result)) throw new Error(result.message);
  return result.rrule;
};
/** The occurrences another implementation (rrule-temporal, with its own Temporal) reads from the rule. */
const expand = (rrule: string, start: Temporal.ZonedDateTime) =>
  new RRuleTemporal({ rruleString: rrule, dtstart: start }).all().map((o) => Temporal.ZonedDateTime.from(o.toString()));

describe("the RRULE of a repeat", () => {
  it("writes a year of weekdays, 18:00 in New York across both DST changes", () => {
    const start = at("2027-01-04T18:00:00-05:00[America/New_York]");
    const rrule = ruleOf({ days: ["FR", "MO", "TU", "WE", "TH"], end: { until: "2027-12-31" } }, start);
    // 2027-12-31 ends at 2028-01-01T05:00Z in New York (EST, UTC-5).
    expect(rrule).toBe("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20280101T045959Z");
    const occurrences = expand(rrule, start);
    const weekdays: string[] = [];
    for (let day = Temporal.PlainDate.from("2027-01-04"); day.year === 2027; day = day.add({ days: 1 })) {
      if (day.dayOfWeek <= 5) weekdays.push(`${day}T18:00:00`);
    }
    expect(occurrences).toHaveLength(260);
    expect(occurrences.map((o) => o.toPlainDateTime().toString())).toEqual(weekdays);
    // Summer occurrences are 18:00 EDT, winter ones 18:00 EST.
    expect(occurrences.find((o) => o.month === 7)!.offset).toBe("-04:00");
    expect(occurrences.at(-1)!.offset).toBe("-05:00");
  });

  it("counts occurrences", () => {
    const start = at("2026-11-02T18:00:00-05:00[America/New_York]");
    const rrule = ruleOf({ days: ["MO", "WE"], end: { count: "5" } }, start);
    expect(rrule).toBe("FREQ=WEEKLY;BYDAY=MO,WE;COUNT=5");
    expect(expand(rrule, start).map((o) => String(o.toPlainDate()))).toEqual([
      "2026-11-02",
      "2026-11-04",
      "2026-11-09",
      "2026-11-11",
      "2026-11-16",
    ]);
  });

  it("includes an occurrence late on the last date, in a zone east of UTC", () => {
    const start = at("2026-06-01T23:30:00+09:00[Asia/Tokyo]");
    const rrule = ruleOf({ days: ["MO"], end: { until: "2026-06-15" } }, start);
    expect(rrule).toBe("FREQ=WEEKLY;BYDAY=MO;UNTIL=20260615T145959Z");
    expect(expand(rrule, start).map((o) => String(o.toPlainDate()))).toEqual([
      "2026-06-01",
      "2026-06-08",
      "2026-06-15",
    ]);
  });

  it("names the field to correct", () => {
    const monday = at("2026-11-02T18:00:00-05:00[America/New_York]");
    expect(repeatRule({ days: [], end: { count: "3" } }, monday)).toEqual({
      field: "days",
      message: "choose at least one day of the week",
    });
    expect(repeatRule({ days: ["TU"], end: { count: "3" } }, monday)).toMatchObject({
      field: "days",
      message: expect.stringContaining("is a Monday"),
    });
    for (const count of ["0", "1001", "2.5", "", "ten"])
      expect(repeatRule({ days: ["MO"], end: { count } }, monday)).toMatchObject({ field: "count" });
    expect(repeatRule({ days: ["MO"], end: { until: "" } }, monday)).toMatchObject({
      field: "until",
      message: "choose the date of the last occurrence",
    });
    expect(repeatRule({ days: ["MO"], end: { until: "2026-11-01" } }, monday)).toMatchObject({ field: "until" });
    expect(repeatRule({ days: ["MO"], end: { until: "2026-11-02" } }, monday)).toEqual({
      rrule: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261103T045959Z",
    });
  });

  it("expands, for any days, zone and end, to occurrences on those days at the first one's wall-clock time", () => {
    const zones = [
      "America/New_York",
      "Europe/Paris",
      "Australia/Lord_Howe",
      "Asia/Kolkata",
      "America/Santiago",
      "UTC",
    ];
    fc.assert(
      fc.property(
        fc.subarray(WEEKDAYS.map((d) => d.code) as Weekday[], { minLength: 1 }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 3000 }),
        fc
          .integer({ min: 0, max: 47 })
          .map((half) => Temporal.PlainTime.from({ hour: Math.floor(half / 2), minute: (half % 2) * 30 })),
        fc.oneof(
          fc.integer({ min: 1, max: 60 }).map((count) => ({ count: String(count) })),
          fc.integer({ min: 0, max: 400 }).map((days) => ({ days })),
        ),
        (days, zone, dayOffset, time, end) => {
          const candidate = Temporal.PlainDate.from("2026-01-01").add({ days: dayOffset });
          // The first occurrence on the first chosen day from the candidate date.
          let date = candidate;
          while (!days.includes(WEEKDAYS[date.dayOfWeek - 1]!.code)) date = date.add({ days: 1 });
          const start = date.toPlainDateTime(time).toZonedDateTime(zone);
          if (!start.toPlainTime().equals(time)) return; // the first occurrence itself falls in a DST gap
          const until = "days" in end ? date.add({ days: end.days }) : undefined;
          const occurrences = expand(
            ruleOf({ days, end: "count" in end ? end : { until: String(until) } }, start),
            start,
          );
          expect(occurrences[0]!.equals(start)).toBe(true);
          for (const o of occurrences) expect(days).toContain(WEEKDAYS[o.dayOfWeek - 1]!.code);
          const onTime = occurrences.filter((o) => o.toPlainTime().equals(time));
          // Only an occurrence in a DST gap may leave the wall-clock time; the service refuses those.
          for (const o of occurrences.filter((o) => !onTime.includes(o)))
            expect(o.toPlainDateTime().toZonedDateTime(zone).toPlainTime().equals(time)).toBe(false);
          if ("count" in end) expect(occurrences).toHaveLength(Number(end.count));
          else expect(Temporal.PlainDate.compare(occurrences.at(-1)!.toPlainDate(), until!)).toBeLessThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
