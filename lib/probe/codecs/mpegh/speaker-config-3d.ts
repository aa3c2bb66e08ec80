import type { BitReader } from "../../bits/bit-reader";
import { escapedValue } from "./escaped-value";

/**
 * SpeakerConfig3d(), ISO/IEC 23008-3 5.2.2.2 Table 8: a CICP layout index (speakerLayoutType 0), a list
 * of CICP speaker indices (1), or a flexible speaker list (2, whose geometry is not read: its count is).
 */
export interface SpeakerConfig3d {
  speakerLayoutType: number;
  /** ISO/IEC 23091-3 ChannelConfiguration, for speakerLayoutType 0. */
  CICPspeakerLayoutIdx?: number;
  /** For speakerLayoutType 1 and 2. */
  numSpeakers?: number;
  /** ISO/IEC 23091-3 OutputChannelPosition of each speaker, for speakerLayoutType 1. */
  CICPspeakerIdx?: number[];
}

export function parseSpeakerConfig3d(reader: BitReader): SpeakerConfig3d {
  const speakerLayoutType = reader.u(2);
  if (speakerLayoutType === 0) return { speakerLayoutType, CICPspeakerLayoutIdx: reader.u(6) };
  const numSpeakers = escapedValue(reader, 5, 8, 16) + 1;
  if (speakerLayoutType !== 1) return { speakerLayoutType, numSpeakers };
  // At most 2^5 - 1 + 2^8 - 1 + 2^16 - 1 + 1 speakers of 7 bits each: bounded by the reader's bytes.
  const CICPspeakerIdx: number[] = [];
  for (let i = 0; i < numSpeakers; i++) CICPspeakerIdx.push(reader.u(7));
  return { speakerLayoutType, numSpeakers, CICPspeakerIdx };
}
