// nal_unit_type values of ITU-T H.264 Table 7-1 that the prober reads.
export const CODED_SLICE_NON_IDR = 1;
export const CODED_SLICE_IDR = 5;
export const SEI = 6;
export const SEQ_PARAMETER_SET = 7;

/** The one-byte NAL unit header (7.3.1): forbidden_zero_bit, nal_ref_idc, nal_unit_type. */
export const NAL_UNIT_HEADER_BYTES = 1;
export function nalUnitType(nalUnit: Uint8Array): number {
  return (nalUnit[0] ?? 0) & 0x1f;
}
