// The webhook settings (lib/config/settings.ts declares them; README "Configuration" lists them).
import { setting } from "../config/settings";

/**
 * When an endpoint is paused automatically: after at least this many failed attempts in a row
 * (BROADMARK_WEBHOOK_PAUSE_AFTER_FAILURES, default 20) spanning at least this long
 * (BROADMARK_WEBHOOK_PAUSE_AFTER_SECONDS, default 3600). Both must hold, so a burst of failures during a
 * short outage of the receiver never pauses it, and neither does one failure a day.
 */
export function autoPauseThreshold(): { failures: number; seconds: number } {
  return {
    failures: setting("BROADMARK_WEBHOOK_PAUSE_AFTER_FAILURES"),
    seconds: setting("BROADMARK_WEBHOOK_PAUSE_AFTER_SECONDS"),
  };
}

/** How long the secret before a rotation still signs deliveries (BROADMARK_WEBHOOK_SECRET_OVERLAP_SECONDS, default 86400). */
export function secretOverlapSeconds(): number {
  return setting("BROADMARK_WEBHOOK_SECRET_OVERLAP_SECONDS");
}
