// The files of a package served over HTTP(S): names resolve against the probed URL, and every file is
// read with range requests through the caller's fetch (the job worker's refuses private addresses).
import type { SiblingFiles } from "../containers/container-format";
import { totalStats, type ByteSource, type ReadStats } from "../io/byte-source";
import { HttpSource, type HttpSourceOptions } from "../io/http-source";
import { isAbsoluteUrl } from "./references";

export class HttpPackageFiles implements SiblingFiles {
  private readonly opened: ByteSource[] = [];

  constructor(
    private readonly entryUrl: string,
    private readonly options: HttpSourceOptions = {},
  ) {}

  /** A web server does not list its files: only the files a manifest names are read. */
  async list(): Promise<string[]> {
    return [];
  }

  async open(name: string): Promise<ByteSource> {
    const url = this.urlOf(name);
    if (!/^https?:$/.test(url.protocol))
      throw new Error(`${url.protocol} is refused: only http and https may be fetched`);
    const source = await HttpSource.open(url.href, this.options);
    this.opened.push(source);
    return source;
  }

  /** What the files opened so far have read. */
  get stats(): ReadStats {
    return totalStats(this.opened);
  }

  private urlOf(name: string): URL {
    if (isAbsoluteUrl(name)) return new URL(name);
    const query = name.indexOf("?");
    const path = query < 0 ? name : name.slice(0, query);
    const search = query < 0 ? "" : name.slice(query);
    return new URL(path.split("/").map(encodeURIComponent).join("/") + search, this.entryUrl);
  }
}
