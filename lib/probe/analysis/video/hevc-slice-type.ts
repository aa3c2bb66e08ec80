// The start of slice_segment_header() of ITU-T H.265 7.3.6.1 up to slice_pic_order_cnt_lsb, for the first
// slice segment of a picture, and the PPS fields it needs (7.3.2.3.1).
import { BitReader } from "../../bits/bit-reader";

/** nal_unit_type range of IRAP pictures (Table 7-1: BLA 16..18, IDR 19..20, CRA 21, reserved IRAP 22..23). */
export const FIRST_IRAP = 16;
export const LAST_IRAP = 23;
export const FIRST_IDR = 19;
export const LAST_IDR = 20;
export const PPS_NUT = 34;

/** What the slice segment header's start depends on, from a PPS RBSP (7.3.2.3.1). */
export interface PpsSliceHeaderFields {
  pps_pic_parameter_set_id: number;
  pps_seq_parameter_set_id: number;
  output_flag_present_flag: boolean;
  num_extra_slice_header_bits: number;
}

export function parsePpsSliceHeaderFields(rbsp: Uint8Array): PpsSliceHeaderFields {
  const reader = new BitReader(rbsp);
  const pps_pic_parameter_set_id = reader.ue();
  const pps_seq_parameter_set_id = reader.ue();
  reader.skip(1); // dependent_slice_segments_enabled_flag
  const output_flag_present_flag = reader.flag();
  return {
    pps_pic_parameter_set_id,
    pps_seq_parameter_set_id,
    output_flag_present_flag,
    num_extra_slice_header_bits: reader.u(3),
  };
}

/** The SPS fields the slice segment header's start depends on (7.3.2.2). */
export interface SpsSliceHeaderFields {
  separate_colour_plane_flag: boolean;
  log2_max_pic_order_cnt_lsb_minus4: number;
}

export interface FirstSliceSegmentHeader {
  slice_pic_parameter_set_id: number;
  /** Table 7-7: 0 B, 1 P, 2 I. */
  slice_type: number;
  /** Absent from IDR pictures (their PicOrderCntVal is 0), or when the SPS is not known. */
  slice_pic_order_cnt_lsb?: number;
}

/**
 * The header of a picture's first slice segment, or undefined for a later segment
 * (first_slice_segment_in_pic_flag 0) or one whose PPS is not known. `sps` is needed only for
 * slice_pic_order_cnt_lsb.
 */
export function parseFirstSliceSegmentHeader(
  rbsp: Uint8Array,
  nal_unit_type: number,
  ppsOf: (ppsId: number) => PpsSliceHeaderFields | undefined,
  spsOf?: (spsId: number) => SpsSliceHeaderFields | undefined,
): FirstSliceSegmentHeader | undefined {
  const reader = new BitReader(rbsp);
  if (!reader.flag()) return undefined; // first_slice_segment_in_pic_flag
  if (nal_unit_type >= FIRST_IRAP && nal_unit_type <= LAST_IRAP) reader.skip(1); // no_output_of_prior_pics_flag
  const slice_pic_parameter_set_id = reader.ue();
  const pps = ppsOf(slice_pic_parameter_set_id);
  if (!pps) return undefined;
  reader.skip(pps.num_extra_slice_header_bits); // slice_reserved_flag[i]
  const slice_type = reader.ue();
  const sps = spsOf?.(pps.pps_seq_parameter_set_id);
  if (!sps || (nal_unit_type >= FIRST_IDR && nal_unit_type <= LAST_IDR))
    return { slice_pic_parameter_set_id, slice_type };
  if (pps.output_flag_present_flag) reader.skip(1); // pic_output_flag
  if (sps.separate_colour_plane_flag) reader.skip(2); // colour_plane_id
  return {
    slice_pic_parameter_set_id,
    slice_type,
    slice_pic_order_cnt_lsb: reader.u(sps.log2_max_pic_order_cnt_lsb_minus4 + 4),
  };
}
