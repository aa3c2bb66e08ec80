"use client";
// The calendar's state lives in the URL (view, date, zone, code), so every view is a link.
import { useSearchParams } from "next/navigation";
import { useSyncExternalStore } from "react";
import { Temporal } from "temporal-polyfill";
import { isTimeZone } from "@/lib/time/broadcast-time";
import { browserTimeZone, VIEWS, type CalendarView } from "./calendar-time";
import { rememberZone, rememberedZone } from "./zone-memory";

const noSubscription = () => () => undefined;

export interface CalendarLocation {
  view: CalendarView;
  date: Temporal.PlainDate;
  zone: string;
  /** The zone asked for in the URL, when it is not a zone this browser knows. */
  unknownZone?: string;
  /** A watermark id: that code only; absent: all codes. */
  code?: string;
  /** A reservation id: its card is open and the grid shows it (a link to one slot). */
  slot?: string;
  showRevoked: boolean;
}

export type LocationChange = Partial<
  Record<"view" | "date" | "zone" | "code" | "revoked" | "slot", string | undefined>
>;

/**
 * The location, or null during server rendering. Without a zone in the URL, the zone this key chose last
 * (remembered in this browser), else the browser's.
 */
export function useCalendarLocation(keyId: string): [CalendarLocation | null, (change: LocationChange) => void] {
  const params = useSearchParams();
  const ownZone = useSyncExternalStore(
    noSubscription,
    () => rememberedZone(keyId) ?? browserTimeZone(),
    () => null,
  );
  const update = (change: LocationChange) => {
    if (change.zone) rememberZone(keyId, change.zone);
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    // The History API (which Next's router follows) rather than router.replace: a calendar change is
    // client state and needs no server render of the page.
    window.history.replaceState(null, "", `?${next}`);
  };
  if (!ownZone) return [null, update];
  const asked = params.get("zone") ?? ownZone;
  const zone = isTimeZone(asked) ? asked : ownZone;
  let date: Temporal.PlainDate;
  try {
    date = Temporal.PlainDate.from(params.get("date") ?? "");
  } catch {
    date = Temporal.Now.plainDateISO(zone);
  }
  const view = VIEWS.find((v) => v === params.get("view")) ?? "week";
  return [
    {
      view,
      date,
      zone,
      unknownZone: zone === asked ? undefined : asked,
      code: params.get("code") ?? undefined,
      slot: params.get("slot") ?? undefined,
      showRevoked: params.get("revoked") === "1",
    },
    update,
  ];
}
