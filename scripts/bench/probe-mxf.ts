// Probing a ≥ 500 MB MXF OP1a (MPEG-2 4:2:2 + 24-bit PCM, the service's output container), generated
// once with ffmpeg under bench-out/: in-process time and bytes read, then the CLI (`bin/broadmark probe`)
// against ffprobe and MediaInfo on the same file in the same run (medians, process start-up included).
import path from "node:path";
import { ensureLoopedFile, ensureProbeTools, measureProbe, OUT } from "./support/probe-measure";

const FILE = path.join(OUT, "probe-mxf-op1a.mxf");
const MIN_BYTES = 500 * 1024 * 1024;

export default async function benchProbeMxf(): Promise<void> {
  ensureProbeTools();
  // A 20 s MPEG-2 4:2:2 interlaced clip at 50 Mb/s of noisy test pictures with 24-bit stereo PCM, looped
  // into one OP1a file past 500 MB (header, body partitions, index tables, footer and random index pack,
  // as the ffmpeg OP1a muxer writes them).
  await ensureLoopedFile(FILE, MIN_BYTES, "mxf", [
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=720x576:rate=25,noise=alls=40:allf=t",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=1000:sample_rate=48000",
    "-t",
    "20",
    "-c:v",
    "mpeg2video",
    "-pix_fmt",
    "yuv422p",
    "-profile:v",
    "0",
    "-level:v",
    "5",
    "-b:v",
    "50M",
    "-minrate",
    "50M",
    "-maxrate",
    "50M",
    "-bufsize",
    "2000000",
    "-g",
    "12",
    "-bf",
    "2",
    "-flags",
    "+ilme+ildct",
    "-top",
    "1",
    "-c:a",
    "pcm_s24le",
    "-ac",
    "2",
    "-f",
    "mxf",
  ]);
  await measureProbe({ file: FILE, type: "op1a", describe: (result) => `MXF OP1a, ${result.duration ?? "?"}` });
}
