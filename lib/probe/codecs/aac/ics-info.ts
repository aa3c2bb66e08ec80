import type { BitReader } from "../../bits/bit-reader";
import { SWB_OFFSET_LONG_WINDOW, SWB_OFFSET_SHORT_WINDOW } from "./scalefactor-bands";

/** window_sequence values, ISO/IEC 14496-3 Table 4.109. */
export const EIGHT_SHORT_SEQUENCE = 2;

/**
 * ics_info() of ISO/IEC 14496-3 4.4.2.7 (Table 4.6), with the values 4.5.2.3.4 derives from it:
 * num_windows, num_window_groups, window_group_length, num_swb and sect_sfb_offset (by group, the first
 * spectral line of each scalefactor band in the group's interleaved coefficients).
 */
export interface IcsInfo {
  window_sequence: number;
  window_shape: number;
  max_sfb: number;
  scale_factor_grouping: number;
  num_windows: number;
  num_window_groups: number;
  window_group_length: number[];
  num_swb: number;
  sect_sfb_offset: number[][];
}

export function parseIcsInfo(reader: BitReader, sampling_frequency_index: number): IcsInfo {
  reader.skip(1); // ics_reserved_bit
  const window_sequence = reader.u(2);
  const window_shape = reader.u(1);
  const short = window_sequence === EIGHT_SHORT_SEQUENCE;
  const max_sfb = reader.u(short ? 4 : 6);
  const scale_factor_grouping = short ? reader.u(7) : 0;
  // predictor_data_present: prediction exists for AAC Main and LTP only (4.5.2.3.4); AAC LC sets it to 0.
  if (!short && reader.flag())
    throw new RangeError("predictor_data_present: AAC Main and LTP prediction data are not read");
  const swbOffset = (short ? SWB_OFFSET_SHORT_WINDOW : SWB_OFFSET_LONG_WINDOW)[sampling_frequency_index];
  if (!swbOffset) throw new RangeError(`sampling_frequency_index ${sampling_frequency_index} has no scalefactor bands`);
  const num_swb = swbOffset.length - 1;
  if (max_sfb > num_swb) throw new RangeError(`max_sfb ${max_sfb} exceeds num_swb ${num_swb}`);
  const window_group_length = [1];
  // scale_factor_grouping: a bit set for windows 1..7 puts the window in the group of the one before.
  if (short)
    for (let bit = 6; bit >= 0; bit--) {
      if ((scale_factor_grouping >> bit) & 1) window_group_length[window_group_length.length - 1]!++;
      else window_group_length.push(1);
    }
  return {
    window_sequence,
    window_shape,
    max_sfb,
    scale_factor_grouping,
    num_windows: short ? 8 : 1,
    num_window_groups: window_group_length.length,
    window_group_length,
    num_swb,
    sect_sfb_offset: window_group_length.map((length) => swbOffset.map((offset) => offset * length)),
  };
}
