// Raw DV: a sequence of DIF frames (IEC 61834-2, SMPTE ST 314), each 10 (525/60) or 12 (625/50) DIF
// sequences of 12000 bytes, twice as many at 50 Mb/s. Only the first frame is read.
import { annotateAudioStream, annotateVideoStream, formatBytes, formatDuration } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream, ContainerProbe, VideoStream } from "../../schema";
import { pcmFormat } from "../../tables/formats";
import { FIELD_ORDER } from "../../tables/video";
import type { ProbeContext } from "../container-format";
import { findAauxSource, findVauxSource, findVauxSourceControl } from "./aux-packs";
import { DIF_SEQUENCE_BYTES, parseDifHeader } from "./dif-header";

const SYSTEMS = {
  525: { sequences: 10, rate: { numerator: 30000, denominator: 1001 }, height: 480, fourcc: ["dvc ", "dv5n"] },
  625: { sequences: 12, rate: { numerator: 25, denominator: 1 }, height: 576, fourcc: ["dvcp", "dv5p"] },
} as const;
const SAMPLE_RATES = [48000, 44100, 32000];
const QUANTIZATION_BITS = [16, 12, 20];
const STYPE_50_MBPS = 0x04;
/** DISP 16:9 values: 2, and 7 ("full") under IEC 61834 (APT 0), IEC 61834-4 Table 48. */
const DISP_16_9 = 2;
const DISP_16_9_FULL = 7;

export async function probeDv(context: ProbeContext): Promise<ContainerProbe> {
  const { source, head, diagnostics } = context;
  const header = parseDifHeader(head);
  const system = header.DSF === 1 ? SYSTEMS[625] : SYSTEMS[525];
  const vaux = findVauxSource(head, 0);
  const control = findVauxSourceControl(head, 0);
  const audioSource = findAauxSource(head, 0);
  const doubleRate = vaux?.STYPE === STYPE_50_MBPS;
  const frameBytes = DIF_SEQUENCE_BYTES * system.sequences * (doubleRate ? 2 : 1);
  const frames = Math.floor(source.size / frameBytes);
  if (source.size % frameBytes !== 0) {
    diagnostics.push(
      `DV: the file holds ${frames} whole frame${frames === 1 ? "" : "s"} and ${source.size % frameBytes} bytes of a frame cut short`,
    );
  }

  const wide = control?.DISP === DISP_16_9 || (header.APT === 0 && control?.DISP === DISP_16_9_FULL);
  const width = 720;
  const video: VideoStream = {
    format: system.fourcc[doubleRate ? 1 : 0],
    sample_rate: system.rate,
    duration: frames,
    width,
    height: system.height,
    // Both fields of a DV frame are coded together, the bottom field first in time (IEC 61834-2 clause 11.2).
    field_order: FIELD_ORDER.bottomFieldFirst,
    // 625/50 IEC DV is 4:2:0; 525/60 and SMPTE ST 314 (APT 1, 50 Mb/s 4:2:2 aside) are 4:1:1.
    chroma_subsampling: doubleRate
      ? { horizontal: 2, vertical: 1 }
      : header.DSF === 1 && header.APT === 0
        ? { horizontal: 2, vertical: 2 }
        : { horizontal: 4, vertical: 1 },
    bit_depth: 8,
    pixel_aspect_ratio: rational((wide ? 16 : 4) * system.height, (wide ? 9 : 3) * width),
    properties: {
      DSF: header.DSF,
      APT: header.APT,
      ...(vaux && { STYPE: vaux.STYPE }),
      ...(control && { DISP: control.DISP }),
    },
  };
  const audio = audioStreams(audioSource, frames, system.rate);
  if (!audioSource) diagnostics.push("DV: no AAUX source pack in the first DIF sequence: audio not described");
  const seconds = (frames * system.rate.denominator) / system.rate.numerator;
  return {
    type: "dv",
    size: source.size,
    duration: formatDuration(seconds),
    manifest: [],
    properties: { System: header.DSF === 1 ? "625/50" : "525/60" },
    video: [annotateVideoStream(video)],
    audio,
    subtitle: [],
    $annotation: { type: "DV (DIF)", size: formatBytes(source.size), duration: formatDuration(seconds) },
  };
}

function audioStreams(
  source: ReturnType<typeof findAauxSource>,
  frames: number,
  frameRate: { numerator: number; denominator: number },
): AudioStream[] {
  const sampleRate = source && SAMPLE_RATES[source.SMP];
  const bits = source && QUANTIZATION_BITS[source.QU];
  if (!source || !sampleRate || !bits) return [];
  // CHN 1: four channels as two stereo pairs, one in each half of the frame's DIF sequences (Table 21).
  const pairs = source.CHN === 1 ? 2 : 1;
  const duration = Math.round((frames * sampleRate * frameRate.denominator) / frameRate.numerator);
  return Array.from({ length: pairs }, () =>
    annotateAudioStream({
      format: pcmFormat(bits),
      sample_rate: { numerator: sampleRate, denominator: 1 },
      duration,
      channels: 2,
      bits_per_sample: bits,
      ...(bits === 12 && { $annotation: { format: "PCM 12-bit non-linear (IEC 61834-4)" } }),
    }),
  );
}
