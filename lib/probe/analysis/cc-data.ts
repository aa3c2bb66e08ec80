// cc_data() of ATSC A/53 Part 4 (6.2.3.1, Table 6.10 and its semantics): the caption byte pairs of one
// picture, CEA-608 (cc_type 0 and 1, one field each) and CEA-708 DTVCC packets (cc_type 2 and 3).

export interface CcPair {
  cc_valid: boolean;
  cc_type: number;
  cc_data_1: number;
  cc_data_2: number;
}

/** The pairs of a cc_data() at `bytes[0]`; empty when process_cc_data_flag is 0 or the data is cut. */
export function ccDataPairs(bytes: Uint8Array): CcPair[] {
  if (bytes.length < 2) return [];
  const process_cc_data_flag = (bytes[0]! & 0x40) !== 0;
  const cc_count = bytes[0]! & 0x1f;
  if (!process_cc_data_flag) return [];
  const pairs: CcPair[] = [];
  // em_data follows the first byte; then cc_count constructs of 3 bytes (marker bits, cc_valid, cc_type).
  for (let i = 0, at = 2; i < cc_count && at + 3 <= bytes.length; i++, at += 3) {
    pairs.push({ cc_valid: (bytes[at]! & 0x04) !== 0, cc_type: bytes[at]! & 0x03, cc_data_1: bytes[at + 1]!, cc_data_2: bytes[at + 2]! });
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
  const identifier = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  if (identifier !== ATSC_IDENTIFIER || bytes[at + 4] !== CC_DATA_TYPE_CODE) return undefined;
  return bytes.subarray(at + 5);
}
