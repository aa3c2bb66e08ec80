// Vorbis (Vorbis I specification): the identification header gives channels, rate and bit rates. It is
// the first of the three setup headers, which Matroska's CodecPrivate (A_VORBIS) and the esds
// DecoderSpecificInfo of an 'mp4a' entry with objectTypeIndication 0xDD hold Xiph-laced.
import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { VORBIS_CHANNEL_ORDER } from "../../tables/channels";
import { xiphLacedPackets } from "../xiph/xiph-lacing";
import {
  isIdentificationHeader,
  parseIdentificationHeader,
  type VorbisIdentificationHeader,
} from "./identification-header";

/** The stream the setup headers describe: laced (CodecPrivate, esds) or the identification packet alone. */
export function vorbisSetupHeadersStream(bytes: Uint8Array, diagnostics: string[]): AudioStream | undefined {
  const first = isIdentificationHeader(bytes) ? bytes : xiphLacedPackets(bytes)?.[0];
  const header = first && parseIdentificationHeader(first);
  if (!header) {
    diagnostics.push(`Vorbis: no valid identification header in ${bytes.length} bytes of setup headers`);
    return undefined;
  }
  return vorbisAudioStream(header);
}

function vorbisAudioStream(header: VorbisIdentificationHeader): AudioStream {
  const label = VORBIS_CHANNEL_ORDER[header.audio_channels];
  return annotateAudioStream({
    format: "vorb",
    channels: header.audio_channels,
    sample_rate: rational(header.audio_sample_rate, 1),
    ...(header.bitrate_nominal > 0 && { bit_rate: header.bitrate_nominal }),
    ...(label && { label: [...label] }),
    extension: [{ type: "vorb", ...header, $annotation: { type: "Vorbis identification header (Vorbis I 4.2.2)" } }],
  });
}
