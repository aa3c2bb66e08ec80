import { ProbeError } from "../errors";
import { newStats, type ByteSource } from "./byte-source";

export interface HttpSourceOptions {
  /** The fetch to use; the job worker passes one that refuses private addresses after DNS. */
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

/** Reads a remote file with HTTP range requests; the whole file is never downloaded. */
export class HttpSource implements ByteSource {
  readonly stats = newStats();
  private constructor(
    readonly name: string,
    readonly size: number,
    private readonly fetchImpl: typeof fetch,
    private readonly headers: Record<string, string>,
  ) {}

  static async open(url: string, options: HttpSourceOptions = {}): Promise<HttpSource> {
    const fetchImpl = options.fetch ?? fetch;
    const headers = options.headers ?? {};
    // A one-byte range tells both the size and whether the server honours ranges.
    const response = await fetchImpl(url, { headers: { ...headers, Range: "bytes=0-0" } });
    await response.body?.cancel();
    if (response.status === 416) return new HttpSource(url, 0, fetchImpl, headers);
    if (response.ok && /^text\/html\b/i.test(response.headers.get("content-type") ?? "")) {
      throw new ProbeError("unrecognized", `${url}: not a media file: the server answered with an HTML page`);
    }
    if (response.status !== 206) {
      throw new ProbeError(
        "unreadable",
        response.ok
          ? `${url}: the server does not support range requests (HTTP ${response.status})`
          : `${url}: HTTP ${response.status} ${response.statusText}`.trim(),
      );
    }
    const total = /\/(\d+)$/.exec(response.headers.get("content-range") ?? "")?.[1];
    if (total === undefined) throw new ProbeError("unreadable", `${url}: the server did not report the file size`);
    return new HttpSource(url, Number(total), fetchImpl, headers);
  }

  async read(offset: number, length: number): Promise<Uint8Array> {
    const end = Math.min(this.size, offset + length) - 1;
    if (end < offset) return new Uint8Array(0);
    const response = await this.fetchImpl(this.name, { headers: { ...this.headers, Range: `bytes=${offset}-${end}` } });
    if (response.status !== 206) {
      await response.body?.cancel();
      throw new ProbeError("unreadable", `${this.name}: HTTP ${response.status} for bytes ${offset}-${end}`);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    this.stats.reads++;
    this.stats.bytesRead += bytes.length;
    return bytes;
  }
}
