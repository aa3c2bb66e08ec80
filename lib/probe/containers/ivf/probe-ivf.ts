// An IVF file → docs/api.md §2.5: one video stream from the file header, and for AV1 the sequence header OBU of
// the first frame (AV1 specification 5.5; the frames are low-overhead OBU streams, 5.2). The time base is
// the frame duration as muxers write it (one pts unit per frame), so its inverse is the frame rate.
import { annotateVideoStream, formatBytes, formatDuration } from "../../annotate";
import { av1Codec } from "../../codecs/av1";
import { ProbeError } from "../../errors";
import { rational } from "../../rational";
import type { ContainerProbe, VideoStream } from "../../schema";
import type { ProbeContext } from "../container-format";
import { IVF_FRAME_HEADER_BYTES, parseIvfHeader } from "./ivf-header";

/** IVF FourCCs → format codes (MP4RA sample entry codes). */
const FORMATS: Readonly<Record<string, string>> = { AV01: "av01", VP80: "vp08", VP90: "vp09" };

export async function probeIvf({ source, head, diagnostics }: ProbeContext): Promise<ContainerProbe> {
  const header = parseIvfHeader(head);
  if (!header) throw new ProbeError("unrecognized", `${source.name}: "DKIF" is not followed by a valid IVF header`);
  const format = FORMATS[header.fourcc] ?? header.fourcc;
  let stream: VideoStream = { format };
  const frameStart = header.headerSize + IVF_FRAME_HEADER_BYTES;
  if (format === "av01" && head.length >= frameStart) {
    const frameSize = new DataView(head.buffer, head.byteOffset, head.length).getUint32(header.headerSize, true);
    const codec = av1Codec.parse(head.subarray(frameStart, frameStart + frameSize), diagnostics);
    if (codec) stream = { ...codec, $annotation: undefined };
    else diagnostics.push("IVF: no AV1 sequence header in the first frame");
  }
  const rate =
    header.timeBaseDenominator > 0 && header.timeBaseNumerator > 0
      ? rational(header.timeBaseDenominator, header.timeBaseNumerator)
      : undefined;
  stream = {
    ...stream,
    width: header.width,
    height: header.height,
    ...(rate && { sample_rate: rate, duration: header.frameCount }),
    language: "und",
  };
  const probe: ContainerProbe = {
    type: "ivf",
    size: source.size,
    manifest: [],
    properties: { FourCC: header.fourcc },
    video: [
      annotateVideoStream(
        Object.fromEntries(Object.entries(stream).filter(([, value]) => value !== undefined)) as VideoStream,
      ),
    ],
    audio: [],
    subtitle: [],
    $annotation: { type: "IVF", size: formatBytes(source.size) },
  };
  if (rate) {
    probe.duration = formatDuration((header.frameCount * rate.denominator) / rate.numerator);
    probe.$annotation.duration = probe.duration;
  }
  return probe;
}
