// nal_unit_type values of ITU-T H.265 Table 7-1 that the prober reads.
export const VPS_NUT = 32;
export const SPS_NUT = 33;
export const PREFIX_SEI_NUT = 39;
/** Coded slice segments of VCL pictures are types 0..31 (Table 7-1). */
export const MAX_VCL_NUT = 31;

/** The two-byte NAL unit header (7.3.1.2): forbidden_zero_bit, nal_unit_type, nuh_layer_id, nuh_temporal_id_plus1. */
export const NAL_UNIT_HEADER_BYTES = 2;
export function nalUnitType(nalUnit: Uint8Array): number {
  return ((nalUnit[0] ?? 0) >> 1) & 0x3f;
}
