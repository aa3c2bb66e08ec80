import type { BitReader } from "../../../bits/bit-reader";

/** bs_frame_class values, ISO/IEC 14496-3 Table 4.170. */
const FIXFIX = 0;
const FIXVAR = 1;
const VARFIX = 2;

/** sbr_grid() of ISO/IEC 14496-3 4.4.2.8 (Table 4.68): the envelopes of one channel's SBR frame. */
export interface SbrGrid {
  bs_frame_class: number;
  bs_num_env: number;
  bs_num_noise: number;
  /** bs_freq_res of each envelope: 1 high (N_high bands), 0 low (N_low bands). */
  bs_freq_res: number[];
  /** The amplitude resolution this frame uses: bs_amp_res, except 1.5 dB (0) for one FIXFIX envelope (4.5.2.8.2). */
  amp_res: number;
}

/** bs_pointer has ceil(log2(bs_num_env + 1)) bits. */
const pointerBits = (bs_num_env: number) => Math.ceil(Math.log2(bs_num_env + 1));

export function parseSbrGrid(reader: BitReader, bs_amp_res: number): SbrGrid {
  const bs_frame_class = reader.u(2);
  if (bs_frame_class === FIXFIX) {
    const bs_num_env = 2 ** reader.u(2);
    const bs_freq_res = reader.u(1);
    return {
      bs_frame_class,
      bs_num_env,
      bs_num_noise: bs_num_env > 1 ? 2 : 1,
      bs_freq_res: Array<number>(bs_num_env).fill(bs_freq_res),
      amp_res: bs_num_env === 1 ? 0 : bs_amp_res,
    };
  }
  let bs_num_env: number;
  if (bs_frame_class === FIXVAR || bs_frame_class === VARFIX) {
    reader.skip(2); // bs_var_bord_1 (FIXVAR) or bs_var_bord_0 (VARFIX)
    const bs_num_rel = reader.u(2);
    reader.skip(2 * bs_num_rel); // bs_rel_bord_1 or bs_rel_bord_0
    bs_num_env = bs_num_rel + 1;
  } else {
    reader.skip(2 + 2); // bs_var_bord_0, bs_var_bord_1
    const bs_num_rel_0 = reader.u(2);
    const bs_num_rel_1 = reader.u(2);
    reader.skip(2 * (bs_num_rel_0 + bs_num_rel_1)); // bs_rel_bord_0, bs_rel_bord_1
    bs_num_env = bs_num_rel_0 + bs_num_rel_1 + 1;
  }
  reader.skip(pointerBits(bs_num_env)); // bs_pointer
  const bs_freq_res = Array.from({ length: bs_num_env }, () => reader.u(1));
  // FIXVAR sends bs_freq_res from the last envelope backwards.
  if (bs_frame_class === FIXVAR) bs_freq_res.reverse();
  return { bs_frame_class, bs_num_env, bs_num_noise: bs_num_env > 1 ? 2 : 1, bs_freq_res, amp_res: bs_amp_res };
}
