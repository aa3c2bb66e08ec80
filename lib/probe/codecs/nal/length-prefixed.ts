// The NAL units of an ISO/IEC 14496-15 sample (5.3.2 for AVC, 8.3.2 for HEVC: each NAL unit preceded by
// its NALUnitLength in lengthSizeMinusOne + 1 bytes), as the Annex B byte stream the codec parsers read.
import { BitReader } from "../../bits/bit-reader";
import { concatBytes } from "../../io/concat-bytes";

const START_CODE = Uint8Array.of(0, 0, 0, 1);
/** Without a decoder configuration record, the NALUnitLength size muxers write (lengthSizeMinusOne 3). */
export const DEFAULT_LENGTH_SIZE = 4;

/**
 * Start codes in place of the length fields; a NAL unit cut by the end of `sample` keeps its first bytes
 * (its header and the first fields are what the parsers read). Undefined where a length is 0 (not a
 * length-prefixed sample).
 */
export function lengthPrefixedToAnnexB(sample: Uint8Array, lengthSize = DEFAULT_LENGTH_SIZE): Uint8Array | undefined {
  const reader = new BitReader(sample);
  const parts: Uint8Array[] = [];
  while (reader.bitsLeft >= 8 * lengthSize) {
    const NALUnitLength = reader.u(8 * lengthSize);
    if (NALUnitLength === 0) return undefined;
    const start = reader.bytePosition;
    const end = Math.min(sample.length, start + NALUnitLength);
    parts.push(START_CODE, sample.subarray(start, end));
    if (end === sample.length) break;
    reader.skip(8 * NALUnitLength);
  }
  return parts.length > 0 ? concatBytes(parts) : undefined;
}
