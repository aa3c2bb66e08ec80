import { Problem } from "./problem";

export const MAX_JSON_BODY = 1024 * 1024;

/** Reads a JSON body of at most `limit` bytes, refusing other media types and oversized bodies. */
export async function readJsonBody(request: Request, limit = MAX_JSON_BODY): Promise<unknown> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (declared === 0 || (!request.body && type === undefined)) return undefined;
  if (type !== "application/json") {
    throw new Problem(415, "unsupported_media_type", `send the body as application/json (got ${type ?? "no content type"})`);
  }
  if (declared > limit) throw tooLarge(limit);
  const text = await readLimited(request, limit);
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Problem(400, "malformed_json", `the body is not valid JSON: ${(error as Error).message}`);
  }
}

async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const tooLarge = (limit: number) =>
  new Problem(413, "payload_too_large", `the body is larger than ${limit} bytes`);
