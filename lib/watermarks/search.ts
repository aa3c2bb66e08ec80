// The catalogue's search, for pickers at 10,000+ watermarks: one query string matched against the name
// (case-insensitive substring), the house number, the sid (when numeric) and the csid (when 0x…), best
// matches first. The trigram indexes of name and house_number answer the substrings, the code rules'
// gist indexes the exact sid and csid.
import { pool } from "../db/client";
import type { Watermark } from "../db/generated/client";
import { csidValue, type WatermarkListQuery } from "./schemas";

const COLUMNS = `id, type, name, sid, sid_check_digits AS "sidCheckDigits", csid, csid_value AS "csidValue",
  csid_check_digits AS "csidCheckDigits", house_number AS "houseNumber", status, created_at_ns AS "createdAt",
  created_by_key_id AS "createdByKeyId"`;

/** `text` as a literal inside a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Ranks: an exact code or house number first, then an exact name, then names and house numbers that
 * start with the query, then the other substrings; newest first within a rank.
 */
export async function searchWatermarks(q: string, query: WatermarkListQuery, limit: number): Promise<Watermark[]> {
  const params: unknown[] = [
    q,
    `%${literal(q)}%`,
    `${literal(q)}%`,
    /^\d{1,5}$/.test(q) ? Number(q) : null,
    /^0x[0-9a-f]{5}$/i.test(q) ? csidValue(q) : null,
    limit,
  ];
  const filter = (sql: string, value: unknown) => {
    params.push(value);
    return ` AND ${sql.replace("?", `$${params.length}`)}`;
  };
  const filters =
    (query.type ? filter("type = ?", query.type) : "") +
    (query.sid !== undefined ? filter("sid = ?", query.sid) : "") +
    (query.csid ? filter("csid_value = ?", csidValue(query.csid)) : "") +
    (query.name ? filter("name ILIKE ?", `%${literal(query.name)}%`) : "") +
    (query.ids ? filter("id = ANY(?::text[])", query.ids) : "");
  const { rows } = await pool().query<Omit<Watermark, "createdAt"> & { createdAt: string }>({
    text: `SELECT ${COLUMNS} FROM watermark
      WHERE (name ILIKE $2 OR house_number ILIKE $2 OR sid = $4::int OR csid_value = $5::int)${filters}
      ORDER BY CASE WHEN sid = $4::int OR csid_value = $5::int OR lower(house_number) = lower($1) THEN 0
                    WHEN lower(name) = lower($1) THEN 1
                    WHEN name ILIKE $3 OR house_number ILIKE $3 THEN 2
                    ELSE 3 END,
               created_at_ns DESC, id DESC
      LIMIT $6`,
    values: params,
  });
  return rows.map((row) => ({ ...row, createdAt: BigInt(row.createdAt) }));
}
