import type { BitReader } from "../../bits/bit-reader";

/** Reads past excluded_channels() of ISO/IEC 14496-3 4.4.2.7 (Table 4.59); returns its length in bytes. */
function skipExcludedChannels(reader: BitReader): number {
  let n = 0;
  do {
    reader.skip(7); // exclude_mask, 7 channels
    n++;
  } while (reader.flag()); // additional_excluded_chns
  return n;
}

/** Reads past dynamic_range_info() of ISO/IEC 14496-3 4.4.2.7 (Table 4.58); returns its length in bytes. */
export function skipDynamicRangeInfo(reader: BitReader): number {
  let n = 1;
  let drc_num_bands = 1;
  if (reader.flag()) {
    reader.skip(4 + 4); // pce_tag_present: pce_instance_tag, drc_tag_reserved_bits
    n++;
  }
  if (reader.flag()) n += skipExcludedChannels(reader); // excluded_chns_present
  if (reader.flag()) {
    // drc_bands_present
    drc_num_bands += reader.u(4); // drc_band_incr
    reader.skip(4); // drc_interpolation_scheme
    n++;
    reader.skip(8 * drc_num_bands); // drc_band_top
    n += drc_num_bands;
  }
  if (reader.flag()) {
    reader.skip(7 + 1); // prog_ref_level_present: prog_ref_level, prog_ref_level_reserved_bits
    n++;
  }
  reader.skip(8 * drc_num_bands); // dyn_rng_sgn, dyn_rng_ctl
  return n + drc_num_bands;
}
