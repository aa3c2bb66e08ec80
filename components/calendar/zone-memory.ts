// The calendar's time zone, remembered per signed-in key in this browser: a scheduler who works in
// New York's time finds it again on the next visit, and another key signed in on the same browser keeps its own.
import { isTimeZone } from "@/lib/time/broadcast-time";

const storageKey = (keyId: string) => `broadmark.calendar.zone.${keyId}`;

export function rememberedZone(keyId: string): string | undefined {
  try {
    const zone = window.localStorage.getItem(storageKey(keyId));
    return zone && isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined; // storage refused (private mode, policy): the browser's zone
  }
}

export function rememberZone(keyId: string, zone: string): void {
  try {
    window.localStorage.setItem(storageKey(keyId), zone);
  } catch {
    // Not remembered: the URL still holds the zone for this visit.
  }
}
