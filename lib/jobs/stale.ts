// Stale outputs: a completed output watermarked under a reservation that was since revoked or rescheduled.
// Derived at read time from job_watermark and the reservation's status (lib/reservations/stale.ts), so a
// revocation needs no write here and a job view can never disagree with its reservations.
import { pool } from "../db/client";
import { decodeCursor, page } from "../paging/cursor";
import { STALE_OUTPUTS_SQL, staleOutputView, type StaleOutputRow } from "../reservations/stale";

export type StaleMark = { reason: "revoked" | "rescheduled"; reservation_id: string; at: string };

/** Each job's stale outputs by name (the latest revocation when an output used several reservations). */
export async function staleMarks(jobIds: string[]): Promise<Map<string, Map<string, StaleMark>>> {
  const marks = new Map<string, Map<string, StaleMark>>();
  if (jobIds.length === 0) return marks;
  const { rows } = await pool().query<StaleOutputRow>({
    name: "job.stale_marks",
    text: `SELECT * FROM (${STALE_OUTPUTS_SQL}) s WHERE s.job_id = ANY ($1::text[]) ORDER BY s.at_ns::bigint`,
    values: [jobIds],
  });
  for (const row of rows) {
    const { reason, reservation_id, at } = staleOutputView(row);
    const outputs = marks.get(row.job_id) ?? new Map<string, StaleMark>();
    outputs.set(row.output, { reason, reservation_id, at });
    marks.set(row.job_id, outputs);
  }
  return marks;
}

/** Every stale output, newest revocation first. */
export async function listStaleOutputs(query: { cursor?: string; limit: number }) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const { rows } = await pool().query<StaleOutputRow>({
    name: "job.stale_outputs",
    text: `SELECT * FROM (${STALE_OUTPUTS_SQL}) s
      WHERE $1::bigint IS NULL OR (s.at_ns::bigint, s.key) < ($1::bigint, $2::text)
      ORDER BY s.at_ns::bigint DESC, s.key DESC LIMIT $3`,
    values: [after ? String(after.key) : null, after?.id ?? null, query.limit + 1],
  });
  const { items, next } = page(rows, query.limit, (row) => ({ key: BigInt(row.at_ns), id: row.key }));
  return { items: items.map(staleOutputView), next_cursor: next };
}
