// The copies of a week's slots into later (or earlier) weeks: the same wall-clock start in the
// calendar's zone, the source's own duration. A start the target day skips (clocks go forward) or
// has twice (clocks go back) is not sent but shown with why, as the series refuses them.
import { Temporal } from "temporal-polyfill";
import type { ReservationView } from "@/lib/reservations/schemas";

export const MAX_WEEKS = 52;

export interface WeekCopy {
  source: ReservationView;
  /** Weeks after the source week. */
  week: number;
  /** The copy's wall-clock start, e.g. 2026-11-09T18:00. */
  wall: string;
  /** The copy's start, unless refused. */
  start?: Temporal.ZonedDateTime;
  refusal?: string;
}

export type WeekCopies = { copies: WeekCopy[] } | { field: "target" | "weeks"; message: string };

/** The copies of `slots` (of the week starting `monday`) into `weeks` weeks from the week of `target`, in order. */
export function weekCopies(
  slots: readonly ReservationView[],
  monday: Temporal.PlainDate,
  target: string,
  weeks: string,
  zone: string,
): WeekCopies {
  let targetDate: Temporal.PlainDate;
  try {
    targetDate = Temporal.PlainDate.from(target);
  } catch {
    return { field: "target", message: "choose a day of the target week" };
  }
  const offset = monday.until(targetDate.subtract({ days: targetDate.dayOfWeek - 1 })).total({ unit: "days" }) / 7;
  if (offset === 0) return { field: "target", message: "choose another week than the one shown" };
  if (!/^\d+$/.test(weeks) || Number(weeks) < 1 || Number(weeks) > MAX_WEEKS)
    return { field: "weeks", message: `the number of weeks must be a whole number from 1 to ${MAX_WEEKS}` };
  const sources = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const copies: WeekCopy[] = [];
  for (let k = 0; k < Number(weeks); k++) {
    for (const source of sources) {
      const wall = Temporal.Instant.from(source.start)
        .toZonedDateTimeISO(zone)
        .toPlainDateTime()
        .add({ weeks: offset + k });
      copies.push({ source, week: offset + k, wall: wall.toString({ smallestUnit: "minute" }), ...placed(wall, zone) });
    }
  }
  return { copies };
}

function placed(wall: Temporal.PlainDateTime, zone: string): Pick<WeekCopy, "start" | "refusal"> {
  const earlier = wall.toZonedDateTime(zone, { disambiguation: "earlier" });
  if (!earlier.toPlainDateTime().equals(wall))
    return {
      refusal: `Refused: ${wall.toPlainTime().toString({ smallestUnit: "minute" })} does not exist that day (clocks go forward)`,
    };
  if (!earlier.equals(wall.toZonedDateTime(zone, { disambiguation: "later" }))) {
    return {
      refusal: `Refused: ${wall.toPlainTime().toString({ smallestUnit: "minute" })} happens twice that day (clocks go back)`,
    };
  }
  return { start: earlier };
}
