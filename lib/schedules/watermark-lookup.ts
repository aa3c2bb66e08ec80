// The watermarks an imported file may name, read in one query for the whole file.
import { pool } from "../db/client";
import type { WatermarkRef } from "./event";

export interface Candidate {
  id: string;
  name: string;
  type: string;
  sid: number;
  csid: string;
  csidValue: number;
  houseNumber: string | null;
}

/** A code (sid, csid value) as a map key. */
export const codeKey = (sid: number, csid: number) => `${sid}:${csid}`;

export const csidValue = (csid: string) => (/^0x[0-9a-f]{5}$/i.test(csid) ? Number.parseInt(csid.slice(2), 16) : -1);

/** Every watermark named by id, code, house number or name (case-insensitive) by any of the refs, oldest first. */
export async function candidatesFor(refs: WatermarkRef[]): Promise<Candidate[]> {
  const ids = new Set<string>();
  const sids: number[] = [];
  const csids: number[] = [];
  const houseNumbers = new Set<string>();
  const names = new Set<string>();
  for (const ref of refs) {
    if (ref.watermarkId) ids.add(ref.watermarkId);
    if (ref.sid !== undefined && ref.csid) {
      sids.push(ref.sid);
      csids.push(csidValue(ref.csid));
    }
    if (ref.houseNumber) houseNumbers.add(ref.houseNumber);
    if (ref.name) names.add(ref.name.toLowerCase());
  }
  const { rows } = await pool().query<Candidate>({
    text: `SELECT w.id, w.name, w.type, w.sid, w.csid, w.csid_value AS "csidValue", w.house_number AS "houseNumber"
      FROM watermark w
      WHERE w.id = ANY($1::text[])
        OR (w.sid, w.csid_value) IN (SELECT * FROM unnest($2::int[], $3::int[]))
        OR w.house_number = ANY($4::text[])
        OR lower(w.name) = ANY($5::text[])
      ORDER BY w.created_at_ns, w.id`,
    values: [[...ids], sids, csids, [...houseNumbers], [...names]],
  });
  return rows;
}
