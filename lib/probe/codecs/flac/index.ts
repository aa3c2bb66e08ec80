// FLAC (RFC 9639): STREAMINFO gives rate, channels, sample size and the total number of samples.
import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { FLAC_CHANNEL_ORDER } from "../../tables/channels";
import { findStreamInfo, type StreamInfo } from "./metadata-block";

export { parseFlacFrameHeader } from "./frame-header";

function flacAudioStream(info: StreamInfo): AudioStream {
  const label = FLAC_CHANNEL_ORDER[info.channels];
  return annotateAudioStream({
    format: "fLaC",
    channels: info.channels,
    sample_rate: rational(info.sample_rate, 1),
    bits_per_sample: info.bits_per_sample,
    ...(info.total_samples > 0 && { duration: info.total_samples }),
    ...(label && { label: [...label] }),
    extension: [{ type: "fLaC", ...info, $annotation: { type: "FLAC STREAMINFO (RFC 9639 8.2)" } }],
  });
}

/** From metadata blocks (a native file's head, A_FLAC CodecPrivate, a dfLa box's blocks). */
export function flacMetadataStream(bytes: Uint8Array, diagnostics: string[]): AudioStream | undefined {
  const info = findStreamInfo(bytes);
  if (!info) diagnostics.push("FLAC: no valid STREAMINFO metadata block");
  return info && flacAudioStream(info);
}
