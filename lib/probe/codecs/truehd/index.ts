// Dolby TrueHD and MLP: the major sync gives the rate and the channels of each presentation. The stream
// is reported as its largest presentation (8-channel, else 6-channel), as a decoder outputs it.
import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { MLP_CHANNEL_ARRANGEMENTS, TRUEHD_CHANNEL_ASSIGNMENT } from "../../tables/channels";
import type { AudioCodec } from "../codec";
import type { FrameCount } from "../frame-sync";
import {
  accessUnitLength,
  MLP_FORMAT_SYNC,
  parseMajorSyncInfo,
  type MajorSyncInfo,
  type MlpFormatInfo,
  type TrueHdFormatInfo,
} from "./major-sync-info";

export { TRUEHD_FORMAT_SYNC, parseFormatInfo, type MajorSyncInfo } from "./major-sync-info";

/** Major syncs recur at least every 128 access units of 40–160 samples: a few kilobytes. */
const MAX_SEARCH_BYTES = 64 * 1024;

/** audio_sampling_frequency: 0–2 → 48/96/192 kHz, 8–10 → 44.1/88.2/176.4 kHz. */
export function samplingFrequency(code: number): number | undefined {
  if ((code & 7) > 2 || code > 10) return undefined;
  return (code & 8 ? 44100 : 48000) << (code & 7);
}

/** Channels of a TrueHD presentation assignment, bit 0 first. */
function assignedChannels(assignment: number): string[] {
  return TRUEHD_CHANNEL_ASSIGNMENT.flatMap((channels, bit) => ((assignment >> bit) & 1 ? channels : []));
}

export function majorSyncStream(sync: MajorSyncInfo, format: string, headerName: string): AudioStream | undefined {
  const mlp = sync.format_sync === MLP_FORMAT_SYNC;
  let hz: number | undefined;
  let label: readonly string[] | undefined;
  if (mlp) {
    const info = sync.format_info as MlpFormatInfo;
    hz = samplingFrequency(info.audio_sampling_frequency_1);
    label = MLP_CHANNEL_ARRANGEMENTS[info.channel_arrangement];
  } else {
    const info = sync.format_info as TrueHdFormatInfo;
    hz = samplingFrequency(info.audio_sampling_frequency);
    const assignment = info["8ch_presentation_channel_assignment"] || info["6ch_presentation_channel_assignment"];
    label = assignment ? assignedChannels(assignment) : ["L", "R"];
  }
  if (!hz) return undefined;
  return annotateAudioStream({
    format,
    sample_rate: rational(hz, 1),
    ...(label && { channels: label.length, label: [...label] }),
    properties: { Format: mlp ? "MLP" : "TrueHD" },
    extension: [{ type: format, ...sync, $annotation: { type: headerName } }],
  });
}

/** The first access unit with a major sync, searched byte by byte (access units have no sync word of their own). */
function findMajorSync(bytes: Uint8Array): { at: number; sync: MajorSyncInfo } | undefined {
  const end = Math.min(bytes.length, MAX_SEARCH_BYTES);
  for (let at = 0; at + 8 <= end; at++) {
    if (bytes[at + 4] === 0xf8 && bytes[at + 5] === 0x72 && bytes[at + 6] === 0x6f) {
      const sync = parseMajorSyncInfo(bytes, at);
      if (sync) return { at, sync };
    }
  }
  return undefined;
}

/**
 * The whole access units from the first major sync on, chained by access_unit_length. Each lasts 40
 * samples of the base rate (48 or 44.1 kHz; 80 at 96 kHz, ...), as ffmpeg's mlp_parse sets
 * access_unit_size = 40 << (audio_sampling_frequency & 7).
 */
function countAccessUnits(bytes: Uint8Array): FrameCount | undefined {
  const found = findMajorSync(bytes);
  if (!found) return undefined;
  const info = found.sync.format_info;
  const code = "audio_sampling_frequency" in info ? info.audio_sampling_frequency : info.audio_sampling_frequency_1;
  const hz = samplingFrequency(code);
  if (!hz) return undefined;
  const unitSeconds = (40 << (code & 7)) / hz;
  const count: FrameCount = { frames: 0, seconds: 0, bytes: found.at };
  // An access unit holds at least its 4-byte header, so every step advances and the walk ends within `bytes`.
  for (let length; count.bytes + 4 <= bytes.length; count.bytes += length) {
    length = accessUnitLength(bytes, count.bytes);
    if (length < 4 || count.bytes + length > bytes.length) break;
    count.frames++;
    count.seconds += unitSeconds;
  }
  return count.frames > 0 ? count : undefined;
}

export const trueHdCodec: AudioCodec = {
  fourcc: "mlpa",
  parse(elementaryStream) {
    const found = findMajorSync(elementaryStream);
    return found && majorSyncStream(found.sync, "mlpa", "major_sync_info (Dolby TrueHD / MLP)");
  },
  countWholeFrames: countAccessUnits,
};
