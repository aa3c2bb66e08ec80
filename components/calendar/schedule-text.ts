// How the scheduling screens word spans and clashes: the calendar zone's wall clock, with its offset
// (a series crosses DST changes, so the offset tells the two 18:00s apart), and the watermark's name.
import type { z } from "zod";
import type { ConflictingSpan } from "@/lib/reservations/schemas";

type Conflict = z.infer<typeof ConflictingSpan>;

const formats = new Map<string, { day: Intl.DateTimeFormat; clock: Intl.DateTimeFormat; offset: Intl.DateTimeFormat }>();

function formatsOf(zone: string) {
  let found = formats.get(zone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat("en-GB", { timeZone: zone, weekday: "short", day: "numeric", month: "short", year: "numeric" }),
      clock: new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
      offset: new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "longOffset" }),
    };
    formats.set(zone, found);
  }
  return found;
}

/** "Mon, 2 Nov 2026 18:00–18:30 (UTC-05:00)"; a text the browser cannot read as an instant is shown as is. */
export function wallText(start: string, end: string, zone: string): string {
  const [from, to] = [Date.parse(start), Date.parse(end)];
  if (Number.isNaN(from) || Number.isNaN(to)) return `${start} – ${end}`;
  const { day, clock, offset } = formatsOf(zone);
  const utc = offset.formatToParts(from).find((part) => part.type === "timeZoneName")?.value.replace("GMT", "UTC") || "UTC";
  const days = day.format(from) === day.format(to) ? "" : ` (${day.format(to)})`;
  return `${day.format(from)} ${clock.format(from)}–${clock.format(to)}${days} (${utc === "UTC" ? "UTC+00:00" : utc})`;
}

/** "overlaps Evening News, Mon, 2 Nov 2026 18:00–19:00 (UTC-05:00)", one clause per clash. */
export function clashText(conflicts: readonly Conflict[], names: ReadonlyMap<string, string>, zone: string): string {
  return conflicts
    .map((c) => {
      const what = c.request_index !== undefined ? `item ${c.request_index + 1} of this request` : (names.get(c.watermark_id) ?? "another watermark of this code");
      return `overlaps ${what}, ${wallText(c.start, c.end, zone)}`;
    })
    .join("; ");
}
