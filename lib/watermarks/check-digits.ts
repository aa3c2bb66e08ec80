// The registry's code rule: check digits are issued with their code, so a sid has one
// sid_check_digits pair and a csid one csid_check_digits pair. The database's exclusion constraints
// (watermark_sid_check_digits, watermark_csid_check_digits) enforce it; this names what a refused
// registration contradicts.
import { db } from "../db/client";
import { Problem } from "../http/problem";
import { csidValue, type WatermarkCreateRequest } from "./schemas";

interface Mismatch {
  field: "sid_check_digits" | "csid_check_digits";
  registered: string;
  watermark: { id: string; name: string };
}

/** The registered digits the request contradicts, for each of its codes (none when it agrees). */
export async function checkDigitMismatches(request: WatermarkCreateRequest): Promise<Mismatch[]> {
  const [sidHolder, csidHolder] = await Promise.all([
    db().watermark.findFirst({
      where: { sid: request.sid, NOT: { sidCheckDigits: request.sid_check_digits } },
      orderBy: { createdAt: "asc" },
    }),
    db().watermark.findFirst({
      where: { csidValue: csidValue(request.csid), NOT: { csidCheckDigits: request.csid_check_digits } },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  return [
    ...(sidHolder
      ? [{ field: "sid_check_digits" as const, registered: sidHolder.sidCheckDigits, watermark: sidHolder }]
      : []),
    ...(csidHolder
      ? [{ field: "csid_check_digits" as const, registered: csidHolder.csidCheckDigits, watermark: csidHolder }]
      : []),
  ].map(({ field, registered, watermark }) => ({
    field,
    registered,
    watermark: { id: watermark.id, name: watermark.name },
  }));
}

export function checkDigitsMismatch(request: WatermarkCreateRequest, mismatches: Mismatch[]): Problem {
  const describe = ({ field, registered, watermark }: Mismatch) =>
    `${field === "sid_check_digits" ? `sid ${request.sid}` : `csid ${request.csid}`} is registered with ${field} ` +
    `${registered} (watermark ${watermark.id} "${watermark.name}"), not ${request[field]}`;
  return new Problem(409, "check_digits_mismatch", mismatches.map(describe).join("; "), {
    errors: mismatches.map((mismatch) => ({ path: mismatch.field, message: describe(mismatch) })),
    mismatches,
  });
}
