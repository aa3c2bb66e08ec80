import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { CICP_CHANNEL_CONFIGURATIONS } from "../../tables/channels";
import type { Mpegh3daConfig } from "./mpegh3da-config";

/** mpegh3daProfileLevelIndication ranges → profile (ISO/IEC 23008-3 4.8, the profile and level table). */
function profileLevel(indication: number): string | undefined {
  const profiles = ["Main", "High", "Low Complexity", "Baseline"];
  const profile = profiles[Math.floor((indication - 1) / 5)];
  return indication >= 1 && profile ? `${profile} profile, level ${((indication - 1) % 5) + 1}` : undefined;
}

/** The stream an mpegh3daConfig describes: its rate and the channels of its reference layout. */
export function mpegh3daConfigStream(format: string, config: Mpegh3daConfig): AudioStream {
  const { referenceLayout, samplingFrequency } = config;
  const layout =
    referenceLayout.CICPspeakerLayoutIdx === undefined
      ? undefined
      : CICP_CHANNEL_CONFIGURATIONS[referenceLayout.CICPspeakerLayoutIdx];
  const channels = layout?.channels ?? referenceLayout.numSpeakers;
  const profile = profileLevel(config.mpegh3daProfileLevelIndication);
  return annotateAudioStream({
    format,
    ...(samplingFrequency && { sample_rate: rational(samplingFrequency, 1) }),
    ...(channels !== undefined && { channels }),
    extension: [
      {
        type: "mpegh3daConfig",
        ...config,
        $annotation: {
          type: "mpegh3daConfig (ISO/IEC 23008-3 5.2.2.1)",
          ...(profile && { mpegh3daProfileLevelIndication: profile }),
          ...(layout && { referenceLayout: `CICP ${referenceLayout.CICPspeakerLayoutIdx}: ${layout.name}` }),
        },
      },
    ],
  });
}
