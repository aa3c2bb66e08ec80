// A .dtshd file → docs/api.md §2.5: one audio stream, described by the DTS stream of 'STRMDATA' (codecs/dts: the
// core frame header, else the extension substream's first asset) and timed by 'AUPR-HDR' (Num_Frames_Total
// frames of Samples_Per_Frame_At_Max_Fs samples at Max_Sample_Rate_Hz). Only the chunk headers before the
// stream data and its first bytes are read.
import { annotateAudioStream, formatBytes, formatDuration } from "../../annotate";
import { dtsCodec } from "../../codecs/dts";
import { BlockReader, BLOCK_BYTES } from "../../io/block-reader";
import { rational } from "../../rational";
import type { AudioStream, ContainerProbe } from "../../schema";
import type { ProbeContext } from "../container-format";
import {
  CHUNK_HEADER_BYTES,
  parseAudioPresentationHeader,
  readChunkHeader,
  type AudioPresentationHeader,
} from "./dtshd-chunks";

/** Chunks walked at most: a file has about ten. */
const MAX_CHUNKS = 64;
/** AUPR-HDR's payload is a few dozen bytes. */
const AUPR_HDR_BYTES = 64;

export async function probeDtsHd({ source, head, diagnostics }: ProbeContext): Promise<ContainerProbe> {
  const reader = new BlockReader(source, head);
  let presentation: AudioPresentationHeader | undefined;
  let stream: AudioStream | undefined;
  for (let offset = 0, count = 0; offset + CHUNK_HEADER_BYTES <= source.size && count < MAX_CHUNKS; count++) {
    const chunk = readChunkHeader(await reader.bytes(offset, CHUNK_HEADER_BYTES), 0, offset);
    if (!chunk) break;
    if (chunk.id === "AUPR-HDR") {
      try {
        presentation = parseAudioPresentationHeader(
          await reader.bytes(chunk.payloadStart, Math.min(chunk.size, AUPR_HDR_BYTES)),
        );
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        diagnostics.push(`DTS-HD file: AUPR-HDR is cut short (${error.message})`);
      }
    } else if (chunk.id === "STRMDATA") {
      stream = dtsCodec.parse(
        await reader.bytes(chunk.payloadStart, Math.min(chunk.size, BLOCK_BYTES)),
        diagnostics,
      ) as AudioStream | undefined;
      if (!stream) diagnostics.push("DTS-HD file: no DTS frame at the start of STRMDATA");
    }
    offset = chunk.payloadStart + chunk.size;
  }
  const audio: AudioStream = { format: "dtsh", ...stream, language: "und" };
  if (!audio.sample_rate && presentation?.Max_Sample_Rate_Hz)
    audio.sample_rate = rational(presentation.Max_Sample_Rate_Hz, 1);

  const result: ContainerProbe = {
    type: "dtshd",
    size: source.size,
    manifest: [],
    properties: presentation ? { ...presentation } : {},
    video: [],
    audio: [],
    subtitle: [],
    $annotation: { type: "DTS-HD file", size: formatBytes(source.size) },
  };
  const samples = presentation ? presentation.Num_Frames_Total * presentation.Samples_Per_Frame_At_Max_Fs : 0;
  if (presentation && samples > 0 && presentation.Max_Sample_Rate_Hz > 0) {
    const seconds = samples / presentation.Max_Sample_Rate_Hz;
    audio.duration = Math.round(
      seconds *
        (audio.sample_rate
          ? audio.sample_rate.numerator / audio.sample_rate.denominator
          : presentation.Max_Sample_Rate_Hz),
    );
    result.duration = formatDuration(seconds);
    result.$annotation.duration = result.duration;
  } else {
    diagnostics.push("DTS-HD file: no AUPR-HDR chunk gives the duration");
  }
  result.audio.push(annotateAudioStream(audio));
  return result;
}
