import type { BitReader } from "../../bits/bit-reader";

/** A short-term reference picture set's picture order count deltas (ITU-T H.265 7.4.8: DeltaPocS0, DeltaPocS1). */
export interface ShortTermRefPicSet {
  DeltaPocS0: number[];
  DeltaPocS1: number[];
}

/** num_negative_pics and num_positive_pics are bounded by sps_max_dec_pic_buffering_minus1 ≤ 15 (7.4.8). */
const MAX_PICS = 16;

/**
 * Parses st_ref_pic_set( stRpsIdx ) of 7.3.7 as it appears in an SPS (stRpsIdx < num_short_term_ref_pic_sets),
 * given the sets parsed before it, which an inter-predicted set refers to.
 */
export function parseStRefPicSet(
  reader: BitReader,
  stRpsIdx: number,
  previous: readonly ShortTermRefPicSet[],
): ShortTermRefPicSet {
  const inter_ref_pic_set_prediction_flag = stRpsIdx !== 0 && reader.flag();
  if (!inter_ref_pic_set_prediction_flag) {
    const num_negative_pics = reader.ue();
    const num_positive_pics = reader.ue();
    if (num_negative_pics > MAX_PICS || num_positive_pics > MAX_PICS) throw new RangeError("st_ref_pic_set too large");
    const DeltaPocS0: number[] = [];
    const DeltaPocS1: number[] = [];
    for (let i = 0; i < num_negative_pics; i++) {
      DeltaPocS0.push((DeltaPocS0[i - 1] ?? 0) - (reader.ue() + 1)); // delta_poc_s0_minus1 (7-67)
      reader.skip(1); // used_by_curr_pic_s0_flag
    }
    for (let i = 0; i < num_positive_pics; i++) {
      DeltaPocS1.push((DeltaPocS1[i - 1] ?? 0) + reader.ue() + 1); // delta_poc_s1_minus1 (7-68)
      reader.skip(1); // used_by_curr_pic_s1_flag
    }
    return { DeltaPocS0, DeltaPocS1 };
  }
  // In an SPS, delta_idx_minus1 is absent and inferred 0 (7.4.8): the reference is the set just before.
  const reference = previous[stRpsIdx - 1]!;
  const delta_rps_sign = reader.flag();
  const deltaRps = (delta_rps_sign ? -1 : 1) * (reader.ue() + 1); // abs_delta_rps_minus1 (7-60)
  const referenceDeltas = [...reference.DeltaPocS0, ...reference.DeltaPocS1];
  const use_delta_flag: boolean[] = [];
  for (let j = 0; j <= referenceDeltas.length; j++) {
    const used_by_curr_pic_flag = reader.flag();
    use_delta_flag.push(used_by_curr_pic_flag || reader.flag()); // use_delta_flag inferred 1 when absent
  }
  // Equations 7-61 and 7-62: each kept reference delta shifted by deltaRps, plus deltaRps itself.
  const candidates = referenceDeltas.map((delta, j) => (use_delta_flag[j] ? delta + deltaRps : 0));
  if (use_delta_flag[referenceDeltas.length]) candidates.push(deltaRps);
  return {
    DeltaPocS0: candidates.filter((dPoc) => dPoc < 0).sort((a, b) => b - a),
    DeltaPocS1: candidates.filter((dPoc) => dPoc > 0).sort((a, b) => a - b),
  };
}
