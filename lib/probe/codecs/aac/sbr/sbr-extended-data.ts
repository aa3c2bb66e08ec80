import type { BitReader } from "../../../bits/bit-reader";

/** bs_extension_id of parametric stereo, EXTENSION_ID_PS (ISO/IEC 14496-3 8.A.1). */
export const EXTENSION_ID_PS = 2;

/**
 * The bs_extended_data part of sbr_single_channel_element() and sbr_channel_pair_element() (ISO/IEC
 * 14496-3 4.4.2.8, Tables 4.66 and 4.67): bs_extension_size bytes of sbr_extension() payloads, each
 * behind a 2-bit bs_extension_id. Returns the first bs_extension_id, or undefined without extended data.
 * The payload is read past as a whole: ps_data() (8.A.1) is the only extension AAC defines.
 */
export function parseSbrExtendedData(reader: BitReader): number | undefined {
  if (!reader.flag()) return undefined; // bs_extended_data
  let cnt = reader.u(4); // bs_extension_size
  if (cnt === 15) cnt += reader.u(8); // bs_esc_count
  const num_bits_left = 8 * cnt;
  if (num_bits_left <= 7) {
    reader.skip(num_bits_left);
    return undefined;
  }
  const bs_extension_id = reader.u(2);
  reader.skip(num_bits_left - 2); // sbr_extension(bs_extension_id, num_bits_left) and the remaining payloads
  return bs_extension_id;
}
