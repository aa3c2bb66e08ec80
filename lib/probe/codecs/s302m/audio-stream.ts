import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { numberedChannels } from "../../tables/channels";
import { type Aes3DataHeader, CHANNELS, SAMPLE_BITS } from "./aes3-data-header";

/** SMPTE ST 302 audio is always sampled at 48 kHz (clause 4). */
const SAMPLING_RATE = 48000;
/** The carriage named in `properties.LpcmTransport`. */
const SMPTE_302M_TRANSPORT = "SMPTE ST 302";

/** The audio stream of docs/api.md §2.5 from the AES3 data header; `coding` says per channel what its samples hold. */
export function smpte302mAudioStream(
  header: Aes3DataHeader,
  coding: string[] | undefined,
  diagnostics: string[],
): AudioStream | undefined {
  const channels = CHANNELS[header.number_channels]!;
  const bits = SAMPLE_BITS[header.bits_per_sample];
  if (!bits) {
    diagnostics.push(`SMPTE 302M: reserved bits_per_sample ${header.bits_per_sample}`);
    return undefined;
  }
  return annotateAudioStream({
    format: `in${bits}`,
    sample_rate: rational(SAMPLING_RATE, 1),
    bit_rate: channels * bits * SAMPLING_RATE, // the PCM payload, without AES3 framing bits
    channels,
    label: numberedChannels(channels),
    ...(coding && { coding }),
    bits_per_sample: bits,
    properties: { LpcmTransport: SMPTE_302M_TRANSPORT },
    extension: [{ type: "s302m", ...header, $annotation: { type: "AES3 data header (SMPTE ST 302 clause 5)" } }],
  });
}
