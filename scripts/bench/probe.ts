// Probing MPEG-2 transport streams of 50 MB, 500 MB and 5 GB, generated once with ffmpeg under bench-out/
// (a 30 s broadcast-like clip copied end to end with -stream_loop, so timestamps run on): in-process
// time and bytes read, to show the cost is flat, and the CLI (`bin/broadmark probe`) against ffprobe and
// MediaInfo on the same files in the same run (medians, process start-up included).
import { existsSync, mkdirSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { ensureProbeTools, loopClip, measureProbe, OUT, run } from "./support/probe-measure";

const CLIP = path.join(OUT, "probe-ts-clip.ts");
const SIZES_MB = [50, 500, 5000] as const;

const fileFor = (megabytes: number) => path.join(OUT, `probe-ts-${megabytes}MB.ts`);

export default async function benchProbe(): Promise<void> {
  ensureProbeTools();
  await ensureClip();
  for (const megabytes of SIZES_MB) await ensureFile(megabytes);
  for (const megabytes of SIZES_MB) {
    await measureProbe({
      file: fileFor(megabytes),
      describe: (result) => `MPEG-2 TS (MPEG-2 video + MP2), duration ${result.duration ?? "?"}`,
    });
  }
}

/** 30 s of SD broadcast-like content: interlaced MPEG-2 video at 8 Mb/s and MP2 audio, CBR mux. */
async function ensureClip(): Promise<void> {
  if (existsSync(CLIP)) return;
  mkdirSync(OUT, { recursive: true });
  process.stdout.write("generating the bench TS clip with ffmpeg (once)...\n");
  const partial = `${CLIP}.part`;
  await run("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=720x576:rate=25,noise=alls=20:allf=t",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=1000:sample_rate=48000",
    "-t",
    "30",
    "-c:v",
    "mpeg2video",
    "-b:v",
    "8M",
    "-maxrate",
    "8M",
    "-bufsize",
    "1835k",
    "-g",
    "12",
    "-flags",
    "+ilme+ildct",
    "-c:a",
    "mp2",
    "-b:a",
    "256k",
    "-metadata:s:a:0",
    "language=eng",
    "-muxrate",
    "10M",
    "-f",
    "mpegts",
    partial,
  ]);
  renameSync(partial, CLIP);
}

/** The clip copied end to end until the file passes `megabytes` (timestamps continue across loops). */
async function ensureFile(megabytes: number): Promise<void> {
  const file = fileFor(megabytes);
  const wanted = megabytes * 1_000_000;
  if (existsSync(file) && statSync(file).size >= wanted) return;
  process.stdout.write(`generating ${path.basename(file)} with ffmpeg (once)...\n`);
  // Copying drops the clip's null-packet padding (-muxrate), so each loop adds less than the clip's size.
  await loopClip(CLIP, file, Math.ceil((wanted * 1.25) / statSync(CLIP).size), "mpegts");
}
