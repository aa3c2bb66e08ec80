// Batch probing: the whole fixture corpus, then a 1,000-file set made by repeating it (symbolic links in a
// temporary directory), probed three ways in the same run: `broadmark probe` on all the files in one
// process, ffprobe once per file (what a shell loop does), and MediaInfo with every file in one call.
// Wall-clock time of each, process start-up included; outputs are discarded.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureProbeTools, ROOT } from "./support/probe-measure";
import { printTable } from "./support/report";

const CORPUS_DIRS = ["fixtures/media/files", "fixtures/media/derived", "fixtures/media/packages"];
/** The corpus's notes, manifests and IMF package lists are not media. */
const NOT_MEDIA = /\.(md|xml|json|txt)$/i;
const REPEATED_SET = 1000;

export default async function benchProbeBatch(): Promise<void> {
  ensureProbeTools();
  const corpus = CORPUS_DIRS.flatMap((dir) => mediaFilesUnder(path.join(ROOT, dir)));
  await compare(`the fixture corpus (${corpus.length} files)`, corpus);
  const repeated = mkdtempSync(path.join(tmpdir(), "broadmark-probe-batch-"));
  try {
    const files = Array.from({ length: REPEATED_SET }, (_, i) => {
      const source = corpus[i % corpus.length]!;
      const link = path.join(repeated, `${String(i).padStart(4, "0")}-${path.basename(source)}`);
      symlinkSync(source, link);
      return link;
    });
    await compare(`${REPEATED_SET} files (the corpus repeated)`, files);
  } finally {
    rmSync(repeated, { recursive: true, force: true });
  }
}

function mediaFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !NOT_MEDIA.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function compare(title: string, files: readonly string[]): Promise<void> {
  const ours = await timed(() => exec(path.join(ROOT, "bin/broadmark"), ["probe", ...files]));
  const ffprobe = await timed(async () => {
    for (const file of files)
      await exec("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file]);
  });
  const mediainfo = await timed(() => exec("mediainfo", ["--Output=JSON", ...files]));
  const rate = (seconds: number) => files.length / seconds;
  printTable(`Batch probe: ${title}`, [
    ["broadmark probe, one process (files/s)", `${rate(ours).toFixed(1)}  (${ours.toFixed(2)} s)`],
    ["ffprobe once per file (files/s)", `${rate(ffprobe).toFixed(1)}  (${ffprobe.toFixed(2)} s)`],
    ["mediainfo, one call (files/s)", `${rate(mediainfo).toFixed(1)}  (${mediainfo.toFixed(2)} s)`],
    ["ours / ffprobe loop (goal ≥ 5)", (ffprobe / ours).toFixed(2)],
    ["ours / mediainfo (goal ≥ 2)", (mediainfo / ours).toFixed(2)],
  ]);
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** Runs a command with its output discarded; a failed input makes a tool exit non-zero, which is expected. */
function exec(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "ignore" });
    child.on("error", reject);
    child.on("close", () => resolve());
  });
}
