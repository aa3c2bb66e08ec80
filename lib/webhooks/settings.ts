// The webhook settings read from the environment (README "Configuration"); an unset, non-numeric or
// negative value falls back to the default, as BROADMARK_SHUTDOWN_GRACE_SECONDS does.

function seconds(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * When an endpoint is paused automatically: after at least this many failed attempts in a row
 * (BROADMARK_WEBHOOK_PAUSE_AFTER_FAILURES, default 20) spanning at least this long
 * (BROADMARK_WEBHOOK_PAUSE_AFTER_SECONDS, default 3600). Both must hold, so a burst of failures during a
 * short outage of the receiver never pauses it, and neither does one failure a day.
 */
export function autoPauseThreshold(): { failures: number; seconds: number } {
  return {
    failures: Math.max(1, Math.floor(seconds("BROADMARK_WEBHOOK_PAUSE_AFTER_FAILURES", 20))),
    seconds: seconds("BROADMARK_WEBHOOK_PAUSE_AFTER_SECONDS", 3600),
  };
}

/** How long the secret before a rotation still signs deliveries (BROADMARK_WEBHOOK_SECRET_OVERLAP_SECONDS, default 86400). */
export function secretOverlapSeconds(): number {
  return seconds("BROADMARK_WEBHOOK_SECRET_OVERLAP_SECONDS", 86_400);
}
