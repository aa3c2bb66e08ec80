import { z } from "zod";
import { text } from "../http/text";
import { HEX32 } from "../ids/random-hex";
import { CursorParam } from "../paging/cursor";

/** SIDs reserved for the C3/C7 rating-window codes: never a content provider's own source id. */
const RESERVED_SIDS = [32755, 32756] as const;

export const WatermarkType = z.enum(["VOD", "Linear"]);
export type WatermarkType = z.infer<typeof WatermarkType>;

const Sid = z
  .number({ error: "sid must be an integer" })
  .int("sid must be an integer")
  .min(1, "sid must be between 1 and 65535 (a 16-bit source identifier)")
  .max(65535, "sid must be between 1 and 65535 (a 16-bit source identifier)")
  .refine((sid) => !(RESERVED_SIDS as readonly number[]).includes(sid), {
    error: "sid 32755 and 32756 are reserved for the C3/C7 rating-window codes",
  });

/** A sid in a query string: the same bounds as the field it filters. */
export const SidParam = z.coerce.number({ error: "sid must be an integer" }).pipe(Sid);

/** A 20-bit source identifier written 0x + 5 hex digits; the first digit is the layer. */
export const Csid = z
  .string({ error: "csid must be a string such as 0x1A2B3" })
  .regex(/^0x[0-9A-Fa-f]{5}$/, "csid must be 0x followed by 5 hex digits (a 20-bit value), e.g. 0x1A2B3")
  .refine((csid) => ["1", "2", "5"].includes(csid[2]!), {
    error: "the first csid digit is the layer and must be 1 (local), 2 (network) or 5 (TV local)",
  });

/** The csid's 20-bit value: "0x1abcd" and "0x1ABCD" are one code. */
export function csidValue(csid: string): number {
  return Number.parseInt(csid.slice(2), 16);
}

const checkDigits = (field: string) =>
  z
    .string({ error: `${field} must be a string of 2 characters` })
    .regex(/^[0-9A-Za-z]{2}$/, `${field} must be exactly 2 letters or digits`);

/** The traffic system's content id (a BXF house number), which schedule imports map to the watermark. */
const HouseNumber = text("house_number")
  .trim()
  .min(1, "house_number must not be empty")
  .max(64, "house_number must be at most 64 characters")
  .describe("The traffic system's content id (BXF house number)");

export const WatermarkCreateRequest = z
  .strictObject({
    type: WatermarkType,
    name: text("name").trim().min(1, "name must not be empty").max(200, "name must be at most 200 characters"),
    sid: Sid,
    sid_check_digits: checkDigits("sid_check_digits"),
    csid: Csid,
    csid_check_digits: checkDigits("csid_check_digits"),
    house_number: HouseNumber.optional(),
  })
  .meta({ id: "WatermarkCreateRequest" });
export type WatermarkCreateRequest = z.infer<typeof WatermarkCreateRequest>;

export const WatermarkView = z
  .object({
    id: z.string().regex(HEX32),
    type: WatermarkType,
    name: z.string(),
    sid: z.number().int(),
    sid_check_digits: z.string(),
    csid: z.string(),
    csid_check_digits: z.string(),
    house_number: z.string().nullable(),
    status: z.literal("Active"),
    created_at: z.string().describe("ISO 8601 UTC with nanoseconds"),
  })
  .meta({ id: "Watermark" });
export type WatermarkView = z.infer<typeof WatermarkView>;

const intParam = (name: string) =>
  z.coerce.number({ error: `${name} must be an integer` }).int(`${name} must be an integer`);

/** The most watermarks a page holds, and so the most ids one lookup names. */
export const MAX_PAGE = 200;

export const WatermarkListQuery = z
  .strictObject({
    type: WatermarkType.optional(),
    sid: SidParam.optional(),
    csid: Csid.optional(),
    name: text("name").max(200).optional().describe("Case-insensitive substring of the name"),
    q: text("q")
      .trim()
      .min(1, "q must not be empty")
      .max(200, "q must be at most 200 characters")
      .optional()
      .describe(
        "Search: a name (case-insensitive substring), house number, sid or csid (0x…); best matches first " +
          "(an exact code or house number, then an exact name, then prefixes, then substrings), in one page",
      ),
    ids: text("ids")
      .transform((list) => list.split(","))
      .pipe(
        z
          .array(z.string().regex(HEX32, "ids must be watermark ids (32 lowercase hex digits) separated by commas"))
          .max(MAX_PAGE, `ids names at most ${MAX_PAGE} watermarks`),
      )
      .optional()
      .describe(
        `Comma-separated watermark ids (at most ${MAX_PAGE}): exactly those watermarks; unknown ids are absent`,
      ),
    cursor: CursorParam,
    limit: intParam("limit")
      .min(1)
      .max(MAX_PAGE)
      .optional()
      .describe(`1–${MAX_PAGE}; default 50, or the number of ids`),
  })
  .refine((query) => !(query.q && query.cursor), {
    path: ["cursor"],
    error: "a search (q) answers its best matches in one page: refine q instead of paging",
  });
export type WatermarkListQuery = z.infer<typeof WatermarkListQuery>;

export const WatermarkList = z
  .object({ items: z.array(WatermarkView), next_cursor: z.string().nullable() })
  .meta({ id: "WatermarkList" });

export const WatermarkIdParams = z.object({
  watermark_id: z.string().regex(HEX32, "watermark ids are 32 lowercase hex digits"),
});
