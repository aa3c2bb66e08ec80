import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream, Extension } from "../../schema";
import { AAC_CHANNEL_CONFIGURATIONS, STEREO } from "../../tables/channels";
import type { AdtsHeader } from "./adts-header";
import { AOT_SBR, type AudioSpecificConfig } from "./audio-specific-config";
import { programConfigChannels } from "./program-config-element";
import { SAMPLING_FREQUENCIES } from "./sampling-frequencies";

/** Audio object type names, ISO/IEC 14496-3 Table 1.1 (those a broadcast stream carries). */
const AUDIO_OBJECT_TYPES: Readonly<Record<number, string>> = {
  1: "AAC Main",
  2: "AAC LC",
  3: "AAC SSR",
  4: "AAC LTP",
  5: "SBR",
  6: "AAC Scalable",
  17: "ER AAC LC",
  19: "ER AAC LTP",
  20: "ER AAC Scalable",
  23: "ER AAC LD",
  29: "PS",
  39: "ER AAC ELD",
  42: "USAC",
};

const AOT_USAC = 42;

/** The commercial profile: HE-AAC is SBR over AAC, HE-AAC v2 adds PS (14496-3 1.5.2). */
function profileName(config: AudioSpecificConfig): string {
  if (config.psPresentFlag) return "HE-AACv2";
  if (config.sbrPresentFlag) return "HE-AAC";
  return AUDIO_OBJECT_TYPES[config.audioObjectType] ?? `Audio object type ${config.audioObjectType}`;
}

/**
 * The audio stream fields of docs/api.md §2.5 from an AudioSpecificConfig: with SBR the output rate is the
 * extension rate, and PS turns a mono core into stereo (14496-3 1.6.5, 8.A). A program config element gives
 * the channel count only: its element positions do not name every loudspeaker unambiguously (4.5.2.1).
 */
export function aacAudioStream(config: AudioSpecificConfig, header: Extension): AudioStream {
  const core = AAC_CHANNEL_CONFIGURATIONS[config.channelConfiguration];
  const label = config.psPresentFlag ? STEREO : core;
  const pce = config.channelConfiguration === 0 && !config.psPresentFlag ? config.program_config_element : undefined;
  const rate =
    config.sbrPresentFlag && config.extensionSamplingFrequency
      ? config.extensionSamplingFrequency
      : config.samplingFrequency;
  return annotateAudioStream({
    format: "mp4a",
    sample_rate: rate ? rational(rate, 1) : undefined,
    channels: pce ? programConfigChannels(pce) : label?.length,
    label: label && [...label],
    extension: [{ ...header, $annotation: { ...header.$annotation, audioObjectType: profileName(config) } }],
    // USAC shares the AudioSpecificConfig but is its own coding (ISO/IEC 23003-3), not an AAC profile.
    $annotation: {
      format: config.audioObjectType === AOT_USAC ? "MPEG-D USAC (xHE-AAC)" : `AAC (${profileName(config)})`,
    },
  });
}

/** An ADTS header as the AudioSpecificConfig it stands for (14496-3 1.A.2.2.1: profile_ObjectType + 1). */
export function adtsAudioSpecificConfig(header: AdtsHeader): AudioSpecificConfig {
  return {
    audioObjectType: header.profile_ObjectType + 1,
    samplingFrequencyIndex: header.sampling_frequency_index,
    samplingFrequency: SAMPLING_FREQUENCIES[header.sampling_frequency_index] ?? 0,
    channelConfiguration: header.channel_configuration,
    sbrPresentFlag: false,
    psPresentFlag: false,
  };
}

/**
 * A core config with SBR found by implicit signalling (ISO/IEC 14496-3 1.6.5.2): dual-rate SBR doubles
 * the core's sampling frequency; PS, found inside the SBR data, makes a mono core stereo.
 */
export function implicitSbrAudioSpecificConfig(core: AudioSpecificConfig, psPresentFlag: boolean): AudioSpecificConfig {
  const extensionSamplingFrequency = 2 * core.samplingFrequency;
  const extensionSamplingFrequencyIndex = SAMPLING_FREQUENCIES.indexOf(extensionSamplingFrequency);
  return {
    ...core,
    extensionAudioObjectType: AOT_SBR,
    ...(extensionSamplingFrequencyIndex >= 0 && { extensionSamplingFrequencyIndex }),
    extensionSamplingFrequency,
    sbrPresentFlag: true,
    psPresentFlag,
  };
}
