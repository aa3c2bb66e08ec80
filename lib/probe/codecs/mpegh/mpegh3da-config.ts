// ISO/IEC 23008-3 5.2.2.1 mpegh3daConfig(), its leading fields: the profile and level, the sampling
// frequency (usacSamplingFrequencyIndex, ISO/IEC 23003-3 Table 72: the first 13 values are ISO/IEC 14496-3's,
// 0x1F escapes to a 24-bit value) and the reference loudspeaker layout, SpeakerConfig3d() (5.2.2.2).
// The signal groups and elements that follow are not read.
import { BitReader } from "../../bits/bit-reader";
import { SAMPLING_FREQUENCIES } from "../aac/sampling-frequencies";

const EXPLICIT_USAC_SAMPLING_FREQUENCY = 0x1f;

export interface SpeakerConfig3d {
  /** 0: a CICP layout index; 1: a list of CICP loudspeaker indices; 2: a flexible list; 3: contribution mode. */
  speakerLayoutType: number;
  CICPspeakerLayoutIdx?: number;
  numSpeakers?: number;
}

export interface Mpegh3daConfig {
  mpegh3daProfileLevelIndication: number;
  usacSamplingFrequencyIndex: number;
  usacSamplingFrequency?: number;
  coreSbrFrameLengthIndex: number;
  receiverDelayCompensation: boolean;
  referenceLayout: SpeakerConfig3d;
}

/** escapedValue(nBits1, nBits2, nBits3) of ISO/IEC 23003-3 5.2 Table 16. */
export function escapedValue(reader: BitReader, nBits1: number, nBits2: number, nBits3: number): number {
  let value = reader.u(nBits1);
  if (value === 2 ** nBits1 - 1) {
    const more = reader.u(nBits2);
    value += more;
    if (more === 2 ** nBits2 - 1) value += reader.u(nBits3);
  }
  return value;
}

function speakerConfig3d(reader: BitReader): SpeakerConfig3d {
  const speakerLayoutType = reader.u(2);
  if (speakerLayoutType === 0) return { speakerLayoutType, CICPspeakerLayoutIdx: reader.u(6) };
  if (speakerLayoutType === 3) return { speakerLayoutType };
  return { speakerLayoutType, numSpeakers: escapedValue(reader, 5, 8, 16) + 1 };
}

/** Throws a RangeError when the bytes end before the layout. */
export function parseMpegh3daConfig(bytes: Uint8Array): Mpegh3daConfig {
  const reader = new BitReader(bytes);
  const mpegh3daProfileLevelIndication = reader.u(8);
  const usacSamplingFrequencyIndex = reader.u(5);
  const usacSamplingFrequency =
    usacSamplingFrequencyIndex === EXPLICIT_USAC_SAMPLING_FREQUENCY ? reader.u(24) : SAMPLING_FREQUENCIES[usacSamplingFrequencyIndex];
  const coreSbrFrameLengthIndex = reader.u(3);
  reader.skip(1); // cfg_reserved
  const receiverDelayCompensation = reader.flag();
  const referenceLayout = speakerConfig3d(reader);
  return { mpegh3daProfileLevelIndication, usacSamplingFrequencyIndex, usacSamplingFrequency, coreSbrFrameLengthIndex, receiverDelayCompensation, referenceLayout };
}
