import type { BitReader } from "../../bits/bit-reader";

/** hrd_parameters() of ITU-T H.264 E.1.2 (semantics E.2.2). */
export interface HrdParameters {
  cpb_cnt_minus1: number;
  bit_rate_scale: number;
  cpb_size_scale: number;
  bit_rate_value_minus1: number[];
  cpb_size_value_minus1: number[];
  cbr_flag: boolean[];
  initial_cpb_removal_delay_length_minus1: number;
  cpb_removal_delay_length_minus1: number;
  dpb_output_delay_length_minus1: number;
  time_offset_length: number;
}

/** cpb_cnt_minus1 lies in 0..31 (E.2.2). */
const MAX_CPB_CNT_MINUS1 = 31;

export function parseHrdParameters(reader: BitReader): HrdParameters {
  const cpb_cnt_minus1 = reader.ue();
  if (cpb_cnt_minus1 > MAX_CPB_CNT_MINUS1) throw new RangeError(`cpb_cnt_minus1 ${cpb_cnt_minus1} out of range`);
  const bit_rate_scale = reader.u(4);
  const cpb_size_scale = reader.u(4);
  const bit_rate_value_minus1: number[] = [];
  const cpb_size_value_minus1: number[] = [];
  const cbr_flag: boolean[] = [];
  for (let SchedSelIdx = 0; SchedSelIdx <= cpb_cnt_minus1; SchedSelIdx++) {
    bit_rate_value_minus1.push(reader.ue());
    cpb_size_value_minus1.push(reader.ue());
    cbr_flag.push(reader.flag());
  }
  return {
    cpb_cnt_minus1,
    bit_rate_scale,
    cpb_size_scale,
    bit_rate_value_minus1,
    cpb_size_value_minus1,
    cbr_flag,
    initial_cpb_removal_delay_length_minus1: reader.u(5),
    cpb_removal_delay_length_minus1: reader.u(5),
    dpb_output_delay_length_minus1: reader.u(5),
    time_offset_length: reader.u(5),
  };
}

/** BitRate[SchedSelIdx] = (bit_rate_value_minus1 + 1) × 2^(6 + bit_rate_scale), E.2.2. */
export function hrdBitRate(hrd: HrdParameters): number | undefined {
  const value = hrd.bit_rate_value_minus1[hrd.cpb_cnt_minus1];
  return value === undefined ? undefined : (value + 1) * 2 ** (6 + hrd.bit_rate_scale);
}
