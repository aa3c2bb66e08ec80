// Opus (RFC 6716) as RFC 7845 describes it: the identification header gives the channel count and
// mapping. Opus always decodes at 48 kHz (RFC 7845 5.1: InputSampleRate is the original's rate, for
// information only), so `sample_rate` is 48000; the input rate stays in the header extension.
import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { DUAL_MONO, VORBIS_CHANNEL_ORDER } from "../../tables/channels";
import { parseDOps, parseOpusHead, type OpusHead } from "./opus-head";

const OPUS_DECODING_RATE = 48000;

/** Families with a defined channel order: 0 (mono, stereo) and 1 (Vorbis order, RFC 7845 5.1.1.2). */
const ORDERED_FAMILIES = new Set([0, 1]);

function opusAudioStream(head: OpusHead, headerName: string): AudioStream {
  const label = ORDERED_FAMILIES.has(head.ChannelMappingFamily)
    ? VORBIS_CHANNEL_ORDER[head.OutputChannelCount]
    : undefined;
  return annotateAudioStream({
    format: "Opus",
    channels: head.OutputChannelCount,
    sample_rate: rational(OPUS_DECODING_RATE, 1),
    ...(label && { label: [...label] }),
    extension: [{ type: "Opus", ...head, $annotation: { type: headerName } }],
  });
}

/** From an "OpusHead" packet (Matroska A_OPUS CodecPrivate, Ogg). */
export function opusHeadStream(bytes: Uint8Array, diagnostics: string[]): AudioStream | undefined {
  const head = parseOpusHead(bytes);
  if (!head) diagnostics.push(`Opus: no valid OpusHead in ${bytes.length} bytes`);
  return head && opusAudioStream(head, "OpusHead (RFC 7845 5.1)");
}

/** From an MP4 'dOps' box. */
export function dOpsStream(payload: Uint8Array, diagnostics: string[]): AudioStream | undefined {
  const head = parseDOps(payload);
  if (!head) diagnostics.push(`Opus: dOps box of ${payload.length} bytes is damaged`);
  return head && opusAudioStream(head, "OpusSpecificBox dOps (Opus in ISO BMFF 4.3.2)");
}

/**
 * From the channel_config_code of a transport stream's opus_audio_descriptor: 0x00 dual mono, 0x01–0x08
 * that many channels in Vorbis order (mapping family 0 or 1), 0x81–0x88 (code & 0x0F) channels without
 * a defined order (family 255). Undefined for the other codes.
 */
export function opusChannelConfigStream(channel_config_code: number): AudioStream | undefined {
  const discrete = channel_config_code >= 0x81 && channel_config_code <= 0x88;
  if (channel_config_code > 0x08 && !discrete) return undefined;
  const channels = channel_config_code === 0 ? 2 : channel_config_code & 0x0f;
  const label = channel_config_code === 0 ? DUAL_MONO : discrete ? undefined : VORBIS_CHANNEL_ORDER[channels];
  return annotateAudioStream({
    format: "Opus",
    channels,
    sample_rate: rational(OPUS_DECODING_RATE, 1),
    ...(label && { label: [...label] }),
    extension: [
      { type: "Opus", channel_config_code, $annotation: { type: "opus_audio_descriptor (Opus in MPEG-2 TS)" } },
    ],
  });
}
