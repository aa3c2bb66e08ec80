import { parse as parseYaml } from "yaml";
import { Problem } from "./problem";

const MAX_JSON_BODY = 1024 * 1024;
export const MAX_YAML_BODY = 256 * 1024;
const YAML_TYPES = ["text/yaml", "application/yaml", "application/x-yaml"];

/**
 * Reads a JSON body of at most 1 MiB (or, where `acceptYaml`, a YAML body of at most 256 KiB), refusing
 * other media types and oversized bodies.
 */
export async function readStructuredBody(request: Request, acceptYaml = false): Promise<unknown> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (declared === 0) return undefined;
  // A declared length proves a body without touching request.body, which would build a stream per request.
  const sized = Number.isSafeInteger(declared) && declared > 0;
  if (!sized && !request.body && type === undefined) return undefined;
  const yaml = acceptYaml && YAML_TYPES.includes(type ?? "");
  if (type !== "application/json" && !yaml) {
    const accepted = acceptYaml ? "application/json or text/yaml" : "application/json";
    throw new Problem(415, "unsupported_media_type", `send the body as ${accepted} (got ${type ?? "no content type"})`);
  }
  const limit = yaml ? MAX_YAML_BODY : MAX_JSON_BODY;
  if (declared > limit) throw tooLarge(limit);
  // The HTTP parser holds a body to its declared length, so a sized body within the limit is read whole
  // (the server's fast path, no stream); an unsized (chunked) body is counted as it arrives.
  // (Decoded as the stream is, by Buffer: a byte order mark stays and is refused as JSON.)
  const text = sized ? Buffer.from(await request.arrayBuffer()).toString("utf8") : await readLimited(request, limit);
  if (text.trim() === "") return undefined;
  return yaml ? parseYamlText(text, "the body") : parseJson(text);
}

/**
 * Reads a text body (a file a client uploads, e.g. a schedule) of one of `types`, at most `limit` bytes
 * (413 beyond); answers the text and its media type.
 */
export async function readTextBody(
  request: Request,
  types: readonly string[],
  limit: number,
): Promise<{ text: string; type: string }> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (!type || !types.includes(type)) {
    throw new Problem(
      415,
      "unsupported_media_type",
      `send the body as ${types.join(" or ")} (got ${type ?? "no content type"})`,
    );
  }
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (declared > limit) throw tooLarge(limit);
  return { text: await readLimited(request, limit), type };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Problem(400, "malformed_json", `the body is not valid JSON: ${(error as Error).message}`);
  }
}

/** YAML text → value; syntax errors are 400 malformed_yaml naming the line. */
function parseYamlText(text: string, what: string): unknown {
  try {
    return parseYaml(text, { maxAliasCount: 100 });
  } catch (error) {
    throw new Problem(400, "malformed_yaml", `${what} is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
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

const tooLarge = (limit: number) => new Problem(413, "payload_too_large", `the body is larger than ${limit} bytes`);
