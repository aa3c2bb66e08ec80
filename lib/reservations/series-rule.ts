// A series' recurrence: an RFC 5545 RRULE restricted to what a broadcast schedule needs (FREQ=DAILY|WEEKLY,
// INTERVAL, BYDAY, COUNT or UNTIL). Parsed here for the request's validation; series-expand.ts expands it.
import { Temporal } from "temporal-polyfill";

export const MAX_OCCURRENCES = 1000;
const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const PARTS = ["FREQ", "INTERVAL", "BYDAY", "COUNT", "UNTIL"];

export interface Rule {
  freq: "DAILY" | "WEEKLY";
  interval: number;
  byDay?: string[];
  count?: number;
  /** UNTIL as written: a date, a floating local date-time, or a UTC date-time (…Z). */
  until?: string;
}

/** The rule of an RRULE text (with or without a leading "RRULE:"), or why it is not accepted. */
export function parseRule(text: string): { rule: Rule } | { error: string } {
  const body = text.replace(/^RRULE:/i, "");
  const values = new Map<string, string>();
  for (const part of body.split(";")) {
    const match = /^([A-Z]+)=([^=;]+)$/i.exec(part);
    if (!match) return { error: `"${part}" is not NAME=VALUE` };
    const name = match[1]!.toUpperCase();
    if (!PARTS.includes(name)) return { error: `${name} is not supported: use ${PARTS.join(", ")}` };
    if (values.has(name)) return { error: `${name} is given twice` };
    values.set(name, match[2]!.toUpperCase());
  }
  const freq = values.get("FREQ");
  if (freq !== "DAILY" && freq !== "WEEKLY") return { error: "FREQ must be DAILY or WEEKLY" };
  const interval = values.get("INTERVAL") ?? "1";
  if (!/^[1-9]\d{0,2}$/.test(interval)) return { error: "INTERVAL must be an integer from 1 to 999" };
  const rule: Rule = { freq, interval: Number(interval) };
  const byDay = values.get("BYDAY");
  if (byDay !== undefined) {
    const days = byDay.split(",");
    if (!days.every((day) => WEEKDAYS.includes(day)))
      return { error: `BYDAY must list weekdays (${WEEKDAYS.join(",")}) without ordinals` };
    if (new Set(days).size !== days.length) return { error: "BYDAY lists a weekday twice" };
    rule.byDay = days;
  }
  const count = values.get("COUNT");
  const until = values.get("UNTIL");
  if ((count === undefined) === (until === undefined)) return { error: "give exactly one of COUNT and UNTIL" };
  if (count !== undefined) {
    if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > MAX_OCCURRENCES) {
      return { error: `COUNT must be an integer from 1 to ${MAX_OCCURRENCES}` };
    }
    rule.count = Number(count);
  }
  if (until !== undefined) {
    if (!untilDateTime(until, "UTC"))
      return { error: "UNTIL must be a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS, with Z for UTC)" };
    rule.until = until;
  }
  return { rule };
}

/** UNTIL as a wall-clock date-time of the zone (inclusive bound): a date means its whole day. */
export function untilDateTime(until: string, timeZone: string): Temporal.PlainDateTime | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(until);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, utc] = match;
  try {
    const fields = { year: Number(year), month: Number(month), day: Number(day) };
    if (hour === undefined)
      return Temporal.PlainDate.from(fields, { overflow: "reject" }).toPlainDateTime({
        hour: 23,
        minute: 59,
        second: 59,
        millisecond: 999,
      });
    const local = Temporal.PlainDateTime.from(
      { ...fields, hour: Number(hour), minute: Number(minute), second: Number(second) },
      { overflow: "reject" },
    );
    return utc ? local.toZonedDateTime("UTC").withTimeZone(timeZone).toPlainDateTime() : local;
  } catch {
    return undefined;
  }
}
