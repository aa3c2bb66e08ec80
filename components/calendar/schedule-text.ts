// How the scheduling screens word spans and clashes: the calendar zone's wall clock, with its offset
// (a series crosses DST changes, so the offset tells the two 18:00s apart), and the watermark's name.
import type { z } from "zod";
import type { ConflictingSpan } from "@/lib/reservations/schemas";

type Conflict = z.infer<typeof ConflictingSpan>;

const formats = new Map<
  string,
  { day: Intl.DateTimeFormat; clock: Intl.DateTimeFormat; offset: Intl.DateTimeFormat }
>();

function formatsOf(zone: string) {
  let found = formats.get(zone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
      }),
      clock: new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
      offset: new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "longOffset" }),
    };
    formats.set(zone, found);
  }
  return found;
}

const withOffset = /(Z|[+-]\d\d:\d\d)$/;
const localDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * "Mon, 2 Nov 2026 18:00–18:30 (UTC-05:00)". An occurrence refused in a DST gap or fold is no instant:
 * the service writes its local time only, shown as "Sun, 14 Mar 2027, 02:30 local time".
 */
export function wallText(start: string, end: string, zone: string): string {
  if (!withOffset.test(start) || !withOffset.test(end)) {
    const wall = Date.parse(`${start}Z`);
    return Number.isNaN(wall) ? start : `${localDay.format(wall)} local time`;
  }
  const [from, to] = [Date.parse(start), Date.parse(end)];
  const { day, clock, offset } = formatsOf(zone);
  const utc =
    offset
      .formatToParts(from)
      .find((part) => part.type === "timeZoneName")
      ?.value.replace("GMT", "UTC") || "UTC";
  const days = day.format(from) === day.format(to) ? "" : ` (${day.format(to)})`;
  return `${day.format(from)} ${clock.format(from)}–${clock.format(to)}${days} (${utc === "UTC" ? "UTC+00:00" : utc})`;
}

/**
 * "overlaps Evening News, Mon, 2 Nov 2026 18:00–19:00 (UTC-05:00)", one clause per clash; a clash with
 * another item of the same request is named by `item` (e.g. "occurrence 3 of this series").
 */
export function clashText(
  conflicts: readonly Conflict[],
  names: ReadonlyMap<string, string>,
  zone: string,
  item = (index: number) => `item ${index + 1} of this request`,
): string {
  return conflicts
    .map((c) => {
      const what =
        c.request_index !== undefined
          ? item(c.request_index)
          : (names.get(c.watermark_id) ?? "another watermark of this code");
      return `overlaps ${what}, ${wallText(c.start, c.end, zone)}`;
    })
    .join("; ");
}
