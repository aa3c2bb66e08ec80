// Rendered outputs follow their reservation: a composition job's completed output watermarked under a
// reservation that is now Revoked carries timestamps that no longer match the broadcast. Nothing is written
// to mark it: staleness is read from job_watermark and the reservation's status, and the output.stale event
// is recorded on the transaction of the revocation itself. (lib/jobs owns those tables; this only reads them.)
import type pg from "pg";
import { emitEvents, onPgClient } from "../events/emit";
import { formatNs } from "../time/clock";

/**
 * One row per completed output and revoked reservation it was watermarked under, with its listing key
 * (revoked_at_ns, key): key is a 32-hex-digit digest of (job, output, reservation) for keyset cursors.
 */
export const STALE_OUTPUTS_SQL = `SELECT DISTINCT j.factory_id, w.job_id, w.output_name AS output, w.reservation_id, r.watermark_id,
    CASE r.revoke_reason WHEN 'rescheduled' THEN 'rescheduled' ELSE 'revoked' END AS reason, r.revoked_at_ns::text AS at_ns,
    md5(w.job_id || '/' || w.output_name || '/' || w.reservation_id) AS key
  FROM job_watermark w JOIN job j ON j.id = w.job_id
    JOIN job_output o ON o.job_id = w.job_id AND o.name = w.output_name AND o.status = 'Completed'
    JOIN linear_reservation r ON r.id = w.reservation_id AND r.status = 'Revoked'`;

export interface StaleOutputRow {
  factory_id: string;
  job_id: string;
  output: string;
  reservation_id: string;
  watermark_id: string;
  reason: "revoked" | "rescheduled";
  at_ns: string;
  key: string;
}

/** A stale output as the API shows it (the stale_outputs listing and the output.stale event's data). */
export function staleOutputView(row: StaleOutputRow) {
  const { factory_id, job_id, output, reservation_id, watermark_id, reason } = row;
  return { factory_id, job_id, output, reservation_id, watermark_id, reason, at: formatNs(BigInt(row.at_ns)) };
}

/** Records output.stale for each output watermarked under these (just revoked) reservations, on the revocation's transaction. */
export async function emitStaleOutputs(client: pg.PoolClient, reservationIds: string[]): Promise<void> {
  if (reservationIds.length === 0) return;
  const { rows } = await client.query<StaleOutputRow>({
    name: "reservation.stale_outputs",
    text: `SELECT * FROM (${STALE_OUTPUTS_SQL}) s WHERE s.reservation_id = ANY ($1::text[]) ORDER BY s.job_id, s.output`,
    values: [reservationIds],
  });
  const events = rows.map((row) => ({
    type: "output.stale" as const,
    resourceId: row.job_id,
    factoryId: row.factory_id,
    data: staleOutputView(row),
  }));
  await emitEvents(onPgClient(client), events);
}
