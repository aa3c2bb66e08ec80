// The byte source of a `broadmark probe` target: a local file, or an http(s) URL read by range requests.
import { HttpSource } from "../probe/io/http-source";
import type { ByteSource } from "../probe/io/byte-source";
import { FileSource } from "../probe/io/node-file-source";
import { ProbeError } from "../probe/errors";
import { isUrl } from "./probe-batch/expand-inputs";

export async function openSource(target: string): Promise<ByteSource> {
  if (!isUrl(target)) return FileSource.open(target);
  try {
    return await HttpSource.open(target);
  } catch (error) {
    // fetch reports DNS and connection failures as TypeError: the input is unreadable.
    if (error instanceof TypeError) throw new ProbeError("unreadable", `${target}: ${(error.cause as Error | undefined)?.message ?? error.message}`);
    throw error;
  }
}
