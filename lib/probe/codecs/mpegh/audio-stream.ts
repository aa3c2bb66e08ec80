// An MPEG-H 3D Audio stream described by its mpegh3daConfig(): the rate, and the channels of its reference
// loudspeaker layout (a CICP layout, or the count of a listed layout).
import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { CICP_CHANNEL_COUNTS, CICP_LAYOUT_NAMES } from "../../tables/audio-channel-configurations";
import { parseMpegh3daConfig, type Mpegh3daConfig } from "./mpegh3da-config";

/** mpegh3daProfileLevelIndication (ISO/IEC 23008-3 Table 67): 0x0B–0x0F Low Complexity, 0x10–0x14 Baseline, levels 1–5. */
function profileName(indication: number): string | undefined {
  if (indication >= 0x0b && indication <= 0x0f) return `Low Complexity, level ${indication - 0x0a}`;
  if (indication >= 0x10 && indication <= 0x14) return `Baseline, level ${indication - 0x0f}`;
  return undefined;
}

export function mpeghAudioStream(format: string, config: Mpegh3daConfig): AudioStream {
  const { referenceLayout: layout } = config;
  const channels = layout.CICPspeakerLayoutIdx !== undefined ? CICP_CHANNEL_COUNTS[layout.CICPspeakerLayoutIdx] : layout.numSpeakers;
  const profile = profileName(config.mpegh3daProfileLevelIndication);
  const layoutName = layout.CICPspeakerLayoutIdx === undefined ? undefined : CICP_LAYOUT_NAMES[layout.CICPspeakerLayoutIdx];
  return annotateAudioStream({
    format,
    ...(config.usacSamplingFrequency && { sample_rate: rational(config.usacSamplingFrequency, 1) }),
    ...(channels && { channels }),
    extension: [
      {
        type: "mpegh3daConfig",
        ...config,
        $annotation: { ...(profile && { mpegh3daProfileLevelIndication: profile }), ...(layoutName && { referenceLayout: layoutName }) },
      },
    ],
  });
}

/** The stream an mpegh3daConfig() in `bytes` describes; a configuration cut short is a diagnostic. */
export function mpegh3daConfigStream(format: string, bytes: Uint8Array, diagnostics: string[]): AudioStream | undefined {
  try {
    return mpeghAudioStream(format, parseMpegh3daConfig(bytes));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    diagnostics.push(`MPEG-H: mpegh3daConfig is cut short (${error.message})`);
    return undefined;
  }
}
