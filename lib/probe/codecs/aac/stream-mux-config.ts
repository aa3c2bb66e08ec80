import type { BitReader } from "../../bits/bit-reader";
import { type AudioSpecificConfig, isGeneralAudio, parseAudioSpecificConfig } from "./audio-specific-config";

/** StreamMuxConfig() of ISO/IEC 14496-3 1.7.3.1 (LATM), up to the first layer's AudioSpecificConfig. */
export interface StreamMuxConfig {
  audioMuxVersion: number;
  audioMuxVersionA: number;
  allStreamsSameTimeFraming: boolean;
  numSubFrames: number;
  numProgram: number;
  numLayer: number;
  audioSpecificConfig: AudioSpecificConfig;
  /**
   * The rest of the single layer's config, read when the stream has one program of one layer of a
   * general audio object type (the others stop at its AudioSpecificConfig): frameLengthType 0 announces
   * payloads whose lengths PayloadLengthInfo() gives (1.7.3.1).
   */
  frameLengthType?: number;
  otherDataPresent?: boolean;
  otherDataLenBits?: number;
  crcCheckPresent?: boolean;
}

/** LatmGetValue() of 1.7.3.1: bytesForValue + 1 bytes, most significant first. */
function latmGetValue(reader: BitReader): number {
  const bytesForValue = reader.u(2);
  let value = 0;
  for (let i = 0; i <= bytesForValue; i++) value = value * 256 + reader.u(8);
  return value;
}

/** Parses a StreamMuxConfig; undefined for audioMuxVersionA 1, whose syntax is reserved. */
export function parseStreamMuxConfig(reader: BitReader): StreamMuxConfig | undefined {
  const audioMuxVersion = reader.u(1);
  const audioMuxVersionA = audioMuxVersion === 1 ? reader.u(1) : 0;
  if (audioMuxVersionA !== 0) return undefined;
  if (audioMuxVersion === 1) latmGetValue(reader); // taraBufferFullness
  const allStreamsSameTimeFraming = reader.flag();
  const numSubFrames = reader.u(6);
  const numProgram = reader.u(4);
  const numLayer = reader.u(3);
  // The first program's first layer always carries its config (useSameConfig is absent for it).
  const ascLen = audioMuxVersion === 1 ? latmGetValue(reader) : undefined;
  const ascStart = reader.position;
  const audioSpecificConfig = parseAudioSpecificConfig(reader, ascLen === undefined ? undefined : ascLen, true);
  const config = {
    audioMuxVersion,
    audioMuxVersionA,
    allStreamsSameTimeFraming,
    numSubFrames,
    numProgram,
    numLayer,
    audioSpecificConfig,
  };
  if (numProgram !== 0 || numLayer !== 0 || !isGeneralAudio(audioSpecificConfig.audioObjectType)) return config;
  if (ascLen !== undefined) {
    const fillBits = ascStart + ascLen - reader.position;
    if (fillBits < 0) throw new RangeError(`AudioSpecificConfig longer than its ascLen of ${ascLen} bits`);
    reader.skip(fillBits);
  }
  return { ...config, ...readLayerFraming(reader, audioMuxVersion) };
}

/** frameLengthType and what it brings, otherDataPresent/otherDataLenBits, crcCheckPresent/crcCheckSum (1.7.3.1). */
function readLayerFraming(reader: BitReader, audioMuxVersion: number) {
  const frameLengthType = reader.u(3);
  if (frameLengthType === 0)
    reader.skip(8); // latmBufferFullness
  else if (frameLengthType === 1)
    reader.skip(9); // frameLength
  else if (frameLengthType >= 3 && frameLengthType <= 5)
    reader.skip(6); // CELPframeLengthTableIndex
  else if (frameLengthType >= 6) reader.skip(1); // HVXCframeLengthTableIndex
  const otherDataPresent = reader.flag();
  let otherDataLenBits = 0;
  if (otherDataPresent && audioMuxVersion === 1) otherDataLenBits = latmGetValue(reader);
  else if (otherDataPresent) {
    // At most 2^6 escapes before the reader's bytes run out (otherDataLenEsc, otherDataLenTmp).
    for (let escape = true; escape;) {
      escape = reader.flag();
      otherDataLenBits = otherDataLenBits * 256 + reader.u(8);
    }
  }
  const crcCheckPresent = reader.flag();
  if (crcCheckPresent) reader.skip(8); // crcCheckSum
  return { frameLengthType, otherDataPresent, otherDataLenBits, crcCheckPresent };
}
