// The broadcast audio extension chunk of BWF (EBU Tech 3285 v2, clause 2.3).
export interface BroadcastExtensionChunk {
  readonly Description: string;
  readonly Originator: string;
  readonly OriginatorReference: string;
  readonly OriginationDate: string;
  readonly OriginationTime: string;
  /** First sample's count of samples since midnight (TimeReferenceLow + 2^32 × TimeReferenceHigh). */
  readonly TimeReference: number;
  readonly Version: number;
  /** SMPTE ST 330 UMID, hex; absent when all zero. */
  readonly UMID?: string;
  /** Version 2 loudness values, in LUFS / LU / dBTP (stored ×100, clause 2.3). */
  readonly LoudnessValue?: number;
  readonly LoudnessRange?: number;
  readonly MaxTruePeakLevel?: number;
  readonly MaxMomentaryLoudness?: number;
  readonly MaxShortTermLoudness?: number;
  readonly CodingHistory?: string;
}

/** Fixed part of the chunk before CodingHistory (clause 2.3). */
const FIXED_BYTES = 602;
/** A loudness field holding 0x7FFF is "not set" (EBU Tech 3285 v2 clause 2.3). */
const LOUDNESS_UNSET = 0x7fff;

function text(data: Uint8Array, offset: number, length: number): string {
  const field = data.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return new TextDecoder("latin1").decode(end < 0 ? field : field.subarray(0, end)).trim();
}

export function parseBroadcastExtensionChunk(data: Uint8Array): BroadcastExtensionChunk {
  if (data.length < FIXED_BYTES) throw new RangeError(`bext chunk of ${data.length} bytes`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const version = view.getUint16(346, true);
  const umid = data.subarray(348, 412);
  const loudness = (offset: number) => {
    const value = view.getInt16(offset, true);
    return version >= 2 && value !== LOUDNESS_UNSET ? value / 100 : undefined;
  };
  const loudnessValues = {
    LoudnessValue: loudness(412),
    LoudnessRange: loudness(414),
    MaxTruePeakLevel: loudness(416),
    MaxMomentaryLoudness: loudness(418),
    MaxShortTermLoudness: loudness(420),
  };
  const codingHistory = text(data, FIXED_BYTES, data.length - FIXED_BYTES);
  return {
    Description: text(data, 0, 256),
    Originator: text(data, 256, 32),
    OriginatorReference: text(data, 288, 32),
    OriginationDate: text(data, 320, 10),
    OriginationTime: text(data, 330, 8),
    TimeReference: view.getUint32(338, true) + view.getUint32(342, true) * 2 ** 32,
    Version: version,
    ...(umid.some((byte) => byte !== 0) && {
      UMID: Array.from(umid, (byte) => byte.toString(16).padStart(2, "0")).join(""),
    }),
    ...Object.fromEntries(Object.entries(loudnessValues).filter(([, value]) => value !== undefined)),
    ...(codingHistory && { CodingHistory: codingHistory }),
  };
}
