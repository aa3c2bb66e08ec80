// Probing packages over HTTP and from a local folder: requests and bytes per probe for an HLS and a
// DASH ladder of 10 minutes and of 2 hours (two video renditions, audio), to show that the count of
// requests does not grow with the presentation's length. The long ladders are made cheaply from one
// 10 s encode: the HLS Media Playlists repeat its segments, the MPD's SegmentTimeline repeats its
// segment and mediaPresentationDuration says the length; only the first segments are ever read.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startFixtureServer } from "../../lib/jobs/testing/fixture-server";
import { HttpSource } from "../../lib/probe/io/http-source";
import { HttpPackageFiles } from "../../lib/probe/packages/http-package-files";
import { openPackageFolder } from "../../lib/probe/packages/node-package-folder";
import { dashTemplateLadder, repeatedHlsLadder } from "../../lib/probe/packages/testing/node-package-builders";
import { probe } from "../../lib/probe/probe";
import { formatBytes } from "../../lib/probe/annotate";
import { OUT } from "./support/probe-measure";
import { printTable } from "./support/report";

const LENGTHS = [
  { label: "10 min", seconds: 600 },
  { label: "2 h", seconds: 7200 },
] as const;

export default async function benchProbePackages(): Promise<void> {
  const rows: [string, string][] = [];
  for (const { label, seconds } of LENGTHS) {
    const hls = path.join(OUT, `packages/hls-${seconds}s`);
    if (!existsSync(path.join(hls, "master.m3u8"))) repeatedHlsLadder(seconds, hls);
    const dash = path.join(OUT, `packages/dash-${seconds}s`);
    if (!existsSync(path.join(dash, "manifest.mpd"))) lengthenDash(dashTemplateLadder(10, dash), seconds);
    for (const [kind, folder, entry] of [
      ["HLS", hls, "master.m3u8"],
      ["DASH", dash, "manifest.mpd"],
    ] as const) {
      const overHttp = await measureHttp(folder, entry);
      const local = await measureFolder(folder);
      rows.push([
        `${kind} ${label} (${overHttp.duration}) over HTTP`,
        `${overHttp.requests} requests, ${formatBytes(overHttp.bytes)} transferred, ${overHttp.files} files`,
      ]);
      rows.push([`${kind} ${label} local folder`, `${local.reads} reads, ${formatBytes(local.bytes)} read`]);
    }
  }
  printTable("Package probes: requests and bytes per probe (2 video renditions + audio)", rows);
}

/** The 10 s DASH ladder's MPD made to say `seconds`: its video timeline repeats the 2 s segment. */
function lengthenDash(folder: string, seconds: number): void {
  const mpd = path.join(folder, "manifest.mpd");
  const text = readFileSync(mpd, "utf8")
    .replace(/mediaPresentationDuration="[^"]*"/, `mediaPresentationDuration="PT${seconds}S"`)
    .replaceAll(/<S t="0" d="25600" r="\d+" \/>/g, `<S t="0" d="25600" r="${seconds / 2 - 1}" />`);
  writeFileSync(mpd, text);
}

async function measureHttp(folder: string, entry: string) {
  const server = await startFixtureServer("127.0.0.1", folder);
  let requests = 0;
  let bytes = 0;
  const counting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    requests++;
    bytes += Number(response.headers.get("content-length") ?? 0);
    return response;
  };
  try {
    const url = server.url(entry);
    const result = await probe(await HttpSource.open(url, { fetch: counting }), {
      siblings: new HttpPackageFiles(url, { fetch: counting }),
    });
    return { requests, bytes, files: result.manifest.length, duration: result.duration ?? "live" };
  } finally {
    await server.close();
  }
}

async function measureFolder(folder: string) {
  const { source, files } = await openPackageFolder(folder);
  try {
    await probe(source, { siblings: files });
    return { reads: source.stats.reads + files.stats.reads, bytes: source.stats.bytesRead + files.stats.bytesRead };
  } finally {
    await source.close();
  }
}
