import type { BitReader } from "../../bits/bit-reader";
import { type AudioSpecificConfig, parseAudioSpecificConfig } from "./audio-specific-config";

/** StreamMuxConfig() of ISO/IEC 14496-3 1.7.3.1 (LATM), up to the first layer's AudioSpecificConfig. */
export interface StreamMuxConfig {
  audioMuxVersion: number;
  audioMuxVersionA: number;
  allStreamsSameTimeFraming: boolean;
  numSubFrames: number;
  numProgram: number;
  numLayer: number;
  audioSpecificConfig: AudioSpecificConfig;
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
  const audioSpecificConfig = parseAudioSpecificConfig(reader, ascLen === undefined ? undefined : ascLen);
  return { audioMuxVersion, audioMuxVersionA, allStreamsSameTimeFraming, numSubFrames, numProgram, numLayer, audioSpecificConfig };
}
