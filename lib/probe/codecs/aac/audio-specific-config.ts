import type { BitReader } from "../../bits/bit-reader";
import { type ProgramConfigElement, parseProgramConfigElement } from "./program-config-element";
import { EXPLICIT_SAMPLING_FREQUENCY, SAMPLING_FREQUENCIES } from "./sampling-frequencies";

/** AudioSpecificConfig() of ISO/IEC 14496-3 1.6.2.1 (semantics 1.6.3), up to GASpecificConfig. */
export interface AudioSpecificConfig {
  audioObjectType: number;
  samplingFrequencyIndex: number;
  samplingFrequency: number;
  channelConfiguration: number;
  extensionAudioObjectType?: number;
  extensionSamplingFrequencyIndex?: number;
  extensionSamplingFrequency?: number;
  sbrPresentFlag: boolean;
  psPresentFlag: boolean;
  /** The channel layout when channelConfiguration is 0 (GASpecificConfig, 4.4.1, or an ADTS frame's raw data). */
  program_config_element?: ProgramConfigElement;
}

/** Audio object types (Table 1.1) that signal SBR and PS explicitly (hierarchical signalling, 1.6.5.2). */
export const AOT_SBR = 5;
const AOT_PS = 29;
/** Backward-compatible explicit signalling markers (1.6.2.1): syncExtensionType values. */
const SYNC_EXTENSION_SBR = 0x2b7;
const SYNC_EXTENSION_PS = 0x548;

/** GetAudioObjectType() of 1.6.2.1.1: 5 bits, escape 31 adds 6 bits. */
function readAudioObjectType(reader: BitReader): number {
  const audioObjectType = reader.u(5);
  return audioObjectType === 31 ? 32 + reader.u(6) : audioObjectType;
}

function readSamplingFrequency(reader: BitReader): [index: number, hz: number] {
  const index = reader.u(4);
  return [index, index === EXPLICIT_SAMPLING_FREQUENCY ? reader.u(24) : (SAMPLING_FREQUENCIES[index] ?? 0)];
}

/**
 * Parses an AudioSpecificConfig, with the program_config_element of a channelConfiguration 0. With
 * `lengthInBits` (from an esds descriptor or LATM's ascLen), the backward-compatible SBR/PS extension after
 * GASpecificConfig is looked for too. `readThrough` reads past the GASpecificConfig and epConfig of a general
 * audio object type (isGeneralAudio) even when nothing in them is needed: LATM's StreamMuxConfig goes on
 * right after, without a length (audioMuxVersion 0).
 */
export function parseAudioSpecificConfig(
  reader: BitReader,
  lengthInBits?: number,
  readThrough = false,
): AudioSpecificConfig {
  const start = reader.position;
  let audioObjectType = readAudioObjectType(reader);
  const [samplingFrequencyIndex, samplingFrequency] = readSamplingFrequency(reader);
  const channelConfiguration = reader.u(4);
  const config: AudioSpecificConfig = {
    audioObjectType,
    samplingFrequencyIndex,
    samplingFrequency,
    channelConfiguration,
    sbrPresentFlag: false,
    psPresentFlag: false,
  };
  if (audioObjectType === AOT_SBR || audioObjectType === AOT_PS) {
    config.extensionAudioObjectType = AOT_SBR;
    config.sbrPresentFlag = true;
    config.psPresentFlag = audioObjectType === AOT_PS;
    [config.extensionSamplingFrequencyIndex, config.extensionSamplingFrequency] = readSamplingFrequency(reader);
    audioObjectType = readAudioObjectType(reader);
    config.audioObjectType = audioObjectType;
  }
  // Without a program config element to read, GASpecificConfig matters only to the explicit signalling sought below.
  const seeksExtension = lengthInBits !== undefined && config.extensionAudioObjectType !== AOT_SBR;
  if (!seeksExtension && config.channelConfiguration !== 0 && !readThrough) return config;
  if (!readGaSpecificConfig(reader, config, start)) return config;
  if (ERROR_RESILIENT_OBJECT_TYPES.has(config.audioObjectType)) reader.skip(2); // epConfig
  if (!seeksExtension) return config;
  if (lengthInBits - (reader.position - start) >= 16 && reader.u(11) === SYNC_EXTENSION_SBR) {
    config.extensionAudioObjectType = readAudioObjectType(reader);
    if (config.extensionAudioObjectType === AOT_SBR) {
      config.sbrPresentFlag = reader.flag();
      if (config.sbrPresentFlag) {
        [config.extensionSamplingFrequencyIndex, config.extensionSamplingFrequency] = readSamplingFrequency(reader);
        if (lengthInBits - (reader.position - start) >= 12 && reader.u(11) === SYNC_EXTENSION_PS)
          config.psPresentFlag = reader.flag();
      }
    }
  }
  return config;
}

/** Object types whose specific config is GASpecificConfig (1.6.2.1). */
const GENERAL_AUDIO_OBJECT_TYPES = new Set([1, 2, 3, 4, 6, 7, 17, 19, 20, 21, 22, 23]);
/** Of those, the error resilient ones, whose AudioSpecificConfig adds epConfig (1.6.2.1). */
const ERROR_RESILIENT_OBJECT_TYPES = new Set([17, 19, 20, 21, 22, 23]);

/** Whether `parseAudioSpecificConfig(reader, _, true)` ends where the AudioSpecificConfig does. */
export const isGeneralAudio = (audioObjectType: number) => GENERAL_AUDIO_OBJECT_TYPES.has(audioObjectType);

/**
 * Reads past GASpecificConfig() of 4.4.1, keeping its program_config_element (channelConfiguration 0) in
 * `config`; false (nothing read) for other object types.
 */
function readGaSpecificConfig(reader: BitReader, config: AudioSpecificConfig, start: number): boolean {
  if (!GENERAL_AUDIO_OBJECT_TYPES.has(config.audioObjectType)) return false;
  reader.skip(1); // frameLengthFlag
  if (reader.flag()) reader.skip(14); // dependsOnCoreCoder, coreCoderDelay
  const extensionFlag = reader.flag();
  if (config.channelConfiguration === 0) config.program_config_element = parseProgramConfigElement(reader, start);
  if (config.audioObjectType === 6 || config.audioObjectType === 20) reader.skip(3); // layerNr
  if (extensionFlag) {
    if (config.audioObjectType === 22) reader.skip(5 + 11); // numOfSubFrame, layer_length
    if ([17, 19, 20, 23].includes(config.audioObjectType)) reader.skip(3); // resilience flags
    reader.skip(1); // extensionFlag3
  }
  return true;
}
