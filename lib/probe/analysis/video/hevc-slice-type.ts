// The start of slice_segment_header() of ITU-T H.265 7.3.6.1 up to slice_type, for the first slice segment
// of a picture, and the one PPS field it needs (num_extra_slice_header_bits, 7.3.2.3.1).
import { BitReader } from "../../bits/bit-reader";

/** nal_unit_type range of IRAP pictures (Table 7-1: BLA 16..18, IDR 19..20, CRA 21, reserved IRAP 22..23). */
export const FIRST_IRAP = 16;
export const LAST_IRAP = 23;
export const FIRST_IDR = 19;
export const LAST_IDR = 20;
export const PPS_NUT = 34;

/** pps_pic_parameter_set_id and num_extra_slice_header_bits from a PPS RBSP (7.3.2.3.1). */
export function parsePpsExtraSliceHeaderBits(rbsp: Uint8Array): {
  pps_pic_parameter_set_id: number;
  num_extra_slice_header_bits: number;
} {
  const reader = new BitReader(rbsp);
  const pps_pic_parameter_set_id = reader.ue();
  reader.ue(); // pps_seq_parameter_set_id
  reader.skip(2); // dependent_slice_segments_enabled_flag, output_flag_present_flag
  return { pps_pic_parameter_set_id, num_extra_slice_header_bits: reader.u(3) };
}

/**
 * slice_type (Table 7-7: 0 B, 1 P, 2 I) of a picture's first slice segment, or undefined for a later
 * segment (first_slice_segment_in_pic_flag 0). `extraBits` looks up the PPS's num_extra_slice_header_bits.
 */
export function firstSliceType(
  rbsp: Uint8Array,
  nal_unit_type: number,
  extraBits: (ppsId: number) => number | undefined,
): number | undefined {
  const reader = new BitReader(rbsp);
  if (!reader.flag()) return undefined; // first_slice_segment_in_pic_flag
  if (nal_unit_type >= FIRST_IRAP && nal_unit_type <= LAST_IRAP) reader.skip(1); // no_output_of_prior_pics_flag
  const extra = extraBits(reader.ue()); // slice_pic_parameter_set_id
  if (extra === undefined) return undefined;
  reader.skip(extra); // slice_reserved_flag[i]
  return reader.ue();
}
