import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream, Extension } from "../../schema";

/** The carriage names of `properties.LpcmTransport`. */
export const DVD_LPCM_TRANSPORT = "DVD-Video";
export const BLURAY_LPCM_TRANSPORT = "Blu-ray";

/** A linear PCM stream of docs/api.md §2.5: format in16/in20/in24 by sample size. */
export function lpcmAudioStream(
  fields: { sampleRate: number; bits: number; label: readonly string[]; transport: string },
  extension: Extension,
): AudioStream {
  return annotateAudioStream({
    format: `in${fields.bits}`,
    sample_rate: rational(fields.sampleRate, 1),
    bit_rate: fields.sampleRate * fields.bits * fields.label.length,
    channels: fields.label.length,
    label: [...fields.label],
    coding: fields.label.map(() => "PCM"),
    bits_per_sample: fields.bits,
    properties: { LpcmTransport: fields.transport },
    extension: [extension],
  });
}
