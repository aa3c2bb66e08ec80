// cc_data() of ATSC A/53 Part 4 (6.2.3.1, Table 6.10 and its semantics): the caption byte pairs of one
// picture, CEA-608 (cc_type 0 and 1, one field each) and CEA-708 DTVCC packets (cc_type 2 and 3).
import { BitReader } from "../bits/bit-reader";

export interface CcPair {
  cc_valid: boolean;
  cc_type: number;
  cc_data_1: number;
  cc_data_2: number;
}

/** The pairs of a cc_data() at `bytes[0]`; empty when process_cc_data_flag is 0 or the data is cut. */
export function ccDataPairs(bytes: Uint8Array): CcPair[] {
  if (bytes.length < 2) return [];
  const reader = new BitReader(bytes);
  reader.skip(1); // reserved
  const process_cc_data_flag = reader.flag();
  reader.skip(1); // zero_bit (additional_data_flag)
  const cc_count = reader.u(5);
  if (!process_cc_data_flag) return [];
  reader.skip(8); // em_data
  return readCcPairs(reader, cc_count);
}

/**
 * `cc_count` byte triples (marker_bits, cc_valid, cc_type, cc_data_1, cc_data_2), as far as the bytes go:
 * cc_data()'s loop, which the ccdata_section of a caption distribution packet repeats (SMPTE ST 334-2).
 */
export function readCcPairs(reader: BitReader, cc_count: number): CcPair[] {
  const pairs: CcPair[] = [];
  for (let i = 0; i < cc_count && reader.bitsLeft >= 24; i++) {
    reader.skip(5); // marker_bits
    pairs.push({ cc_valid: reader.flag(), cc_type: reader.u(2), cc_data_1: reader.u(8), cc_data_2: reader.u(8) });
  }
  return pairs;
}

/** ATSC_identifier "GA94" and user_data_type_code 0x03 that introduce cc_data() (A/53 Part 4 Table 6.9). */
export const ATSC_IDENTIFIER = 0x47413934;
export const CC_DATA_TYPE_CODE = 0x03;

/**
 * ATSC1_data() after its ATSC_identifier (A/53 Part 4 6.2.2): the cc_data() bytes when user_data_type_code
 * is 0x03. `bytes` starts at the identifier.
 */
export function atscCcData(bytes: Uint8Array, at: number): Uint8Array | undefined {
  if (bytes.length < at + 5) return undefined;
  const reader = new BitReader(bytes, at);
  const ATSC_identifier = reader.u(32);
  if (ATSC_identifier !== ATSC_IDENTIFIER || reader.u(8) !== CC_DATA_TYPE_CODE) return undefined;
  return bytes.subarray(at + 5);
}
