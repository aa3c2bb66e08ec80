// Probing a ≥ 500 MB MP4 whose moov sits at the end (after mdat), generated once with ffmpeg under
// bench-out/: in-process time and bytes read, then the CLI (`bin/broadmark probe`) against ffprobe and
// MediaInfo on the same file in the same run (medians, process start-up included).
import path from "node:path";
import { ensureLoopedFile, ensureProbeTools, measureProbe, OUT } from "./support/probe-measure";

const FILE = path.join(OUT, "probe-mp4-moov-at-end.mp4");
const MIN_BYTES = 500 * 1024 * 1024;

export default async function benchProbeMp4(): Promise<void> {
  ensureProbeTools();
  // A 60 s H.264 + AAC clip of noisy test pictures (so the encoder spends its bit rate), looped past
  // 500 MB: the mp4 muxer writes moov last by default.
  await ensureLoopedFile(FILE, MIN_BYTES, "mp4", [
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=640x360:rate=25,noise=alls=30:allf=t",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=1000:sample_rate=48000",
    "-t",
    "60",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-b:v",
    "2M",
    "-g",
    "50",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
  ]);
  await measureProbe({ file: FILE, describe: () => "MP4, moov at the end" });
}
