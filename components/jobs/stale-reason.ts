/** Why a watermarked output must be rendered again, as a scheduler reads it. */
export const STALE_REASON = {
  revoked: "Reservation revoked",
  rescheduled: "Reservation moved to another time",
} as const;
