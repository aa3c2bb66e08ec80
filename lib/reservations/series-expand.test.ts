// The series expansion against an independent oracle: the expected occurrences are computed here with
// Temporal.PlainDate arithmetic (day steps, weeks from Monday) and placed with disambiguation "reject",
// never with the code under test; and malformed rules are refused as an issue on rrule, never thrown.
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { SeriesCreateRequest } from "./schemas";
import { expandRule } from "./series-expand";
import { parseRule, type Rule } from "./series-rule";

const ZONES = [
  "America/New_York",
  "Europe/London",
  "Australia/Sydney",
  "America/Santiago",
  "Pacific/Chatham",
  "Asia/Kolkata",
  "Europe/Berlin",
];
const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** The local dates of the rule, by plain calendar arithmetic (weeks start on Monday, as WKST=MO). */
function expectedDates(
  rule: Required<Pick<Rule, "freq" | "interval" | "count">> & { byDay?: string[] },
  first: Temporal.PlainDate,
): Temporal.PlainDate[] {
  if (rule.freq === "DAILY")
    return Array.from({ length: rule.count }, (_, k) => first.add({ days: k * rule.interval }));
  const days = (rule.byDay ?? [WEEKDAYS[first.dayOfWeek - 1]!]).map((d) => WEEKDAYS.indexOf(d)).sort((a, b) => a - b);
  const monday = first.subtract({ days: first.dayOfWeek - 1 });
  const dates: Temporal.PlainDate[] = [];
  for (let week = 0; dates.length < rule.count; week += rule.interval) {
    for (const day of days) {
      const date = monday.add({ days: week * 7 + day });
      if (Temporal.PlainDate.compare(date, first) >= 0 && dates.length < rule.count) dates.push(date);
    }
  }
  return dates;
}

/** Where a wall-clock time falls in the zone: its instant, or a gap, or a fold. */
function oracle(local: Temporal.PlainDateTime, zone: string): string {
  try {
    return local.toZonedDateTime(zone, { disambiguation: "reject" }).toString();
  } catch {
    return local.toZonedDateTime(zone).toPlainDateTime().equals(local) ? "dst_fold" : "dst_gap";
  }
}

const ruleArbitrary = fc.record({
  zone: fc.constantFrom(...ZONES),
  date: fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }),
  // Half the runs at the hours the zones change their clocks, so gaps and folds come up often.
  hour: fc.oneof(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 1, 2, 3)),
  minute: fc.constantFrom(0, 15, 30, 45),
  freq: fc.constantFrom("DAILY" as const, "WEEKLY" as const),
  interval: fc.integer({ min: 1, max: 3 }),
  extraDays: fc.subarray(WEEKDAYS),
  withByDay: fc.boolean(),
  count: fc.integer({ min: 1, max: 120 }),
});

describe("expandRule", () => {
  it("gives the oracle's occurrences in every zone: wall-clock time kept, gaps and folds refused", () => {
    let refusals = 0;
    fc.assert(
      fc.property(ruleArbitrary, ({ zone, date, hour, minute, freq, interval, extraDays, withByDay, count }) => {
        const requested = Temporal.PlainDate.from(date.toISOString().slice(0, 10)).toPlainDateTime({ hour, minute });
        const start = requested.toZonedDateTime(zone);
        const first = start.toPlainDateTime();
        // BYDAY always holds the start's weekday: DTSTART is then an occurrence under every reading of RFC 5545.
        const byDay =
          freq === "WEEKLY" && withByDay ? [...new Set([WEEKDAYS[first.dayOfWeek - 1]!, ...extraDays])] : undefined;
        const rule = { freq, interval, count, ...(byDay ? { byDay } : {}) };
        const expanded = expandRule(rule, start);
        if ("error" in expanded) throw new Error(expanded.error);
        const expected = expectedDates(rule, first.toPlainDate()).map((d) =>
          oracle(d.toPlainDateTime(first.toPlainTime()), zone),
        );
        const actual = expanded.occurrences.map((o) => ("start" in o ? o.start.toString() : o.refused));
        expect(actual).toEqual(expected);
        refusals += actual.filter((a) => a.startsWith("dst_")).length;
      }),
      { numRuns: 200 },
    );
    expect(refusals).toBeGreaterThan(0); // the runs met daylight saving changes
  });

  it("finds the known changes: New York's spring gap at 02:30, London's autumn fold at 01:30", () => {
    const daily = { freq: "DAILY" as const, interval: 1, count: 3 };
    const gap = expandRule(daily, Temporal.ZonedDateTime.from("2026-03-07T02:30:00-05:00[America/New_York]"));
    const fold = expandRule(daily, Temporal.ZonedDateTime.from("2026-10-24T01:30:00+01:00[Europe/London]"));
    const outcomes = (r: typeof gap) =>
      "occurrences" in r ? r.occurrences.map((o) => ("start" in o ? "ok" : o.refused)) : r.error;
    expect([outcomes(gap), outcomes(fold)]).toEqual([
      ["ok", "dst_gap", "ok"],
      ["ok", "dst_fold", "ok"],
    ]);
  });
});

describe("rrule validation", () => {
  const valid = { start: "2027-03-01T18:00:00-05:00", duration: 600, time_zone: "America/New_York" };
  const ruleParts = fc.array(
    fc.oneof(
      fc.constantFrom(
        "FREQ=DAILY",
        "FREQ=WEEKLY",
        "FREQ=MONTHLY",
        "FREQ=",
        "COUNT=5",
        "COUNT=0",
        "COUNT=1001",
        "COUNT=-1",
        "INTERVAL=2",
      ),
      fc.constantFrom(
        "INTERVAL=0",
        "BYDAY=MO,FR",
        "BYDAY=1MO",
        "BYDAY=MO,MO",
        "UNTIL=20271231",
        "UNTIL=20270230",
        "UNTIL=2027",
        "BYHOUR=3",
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 5 },
  );

  it("refuses a malformed rule with an issue on rrule and never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          ruleParts.map((parts) => parts.join(";")),
          fc.string({ maxLength: 40 }),
        ),
        fc.boolean(),
        (rrule, prefixed) => {
          const text = prefixed ? `RRULE:${rrule}` : rrule;
          const parsed = parseRule(text);
          const result = SeriesCreateRequest.safeParse({ ...valid, rrule: text });
          if ("error" in parsed) {
            expect(result.success).toBe(false);
            expect(result.error!.issues.some((issue) => issue.path[0] === "rrule")).toBe(true);
          } else {
            expect(result.success).toBe(true);
            // An accepted rule expands to occurrences or a reason, never a throw.
            const expanded = expandRule(
              parsed.rule,
              Temporal.ZonedDateTime.from("2027-03-01T18:00:00-05:00[America/New_York]"),
            );
            expect("occurrences" in expanded || typeof expanded.error === "string").toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each([
    ["FREQ=MONTHLY;COUNT=2", /FREQ/],
    ["FREQ=DAILY", /COUNT and UNTIL/],
    ["FREQ=DAILY;COUNT=2;UNTIL=20270101", /COUNT and UNTIL/],
    ["FREQ=WEEKLY;BYDAY=1MO;COUNT=2", /BYDAY/],
    ["FREQ=DAILY;COUNT=1001", /COUNT/],
    ["FREQ=DAILY;BYMONTHDAY=1;COUNT=2", /BYMONTHDAY is not supported/],
  ])("names the problem of %s", (rrule, message) => {
    const parsed = parseRule(rrule);
    expect("error" in parsed && parsed.error).toMatch(message);
  });
});
