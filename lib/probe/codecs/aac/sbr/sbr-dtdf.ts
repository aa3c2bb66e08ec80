import type { BitReader } from "../../../bits/bit-reader";
import type { SbrGrid } from "./sbr-grid";

/** sbr_dtdf() of ISO/IEC 14496-3 4.4.2.8 (Table 4.69): per envelope and noise floor, 0 delta in frequency, 1 in time. */
export interface SbrDtdf {
  bs_df_env: number[];
  bs_df_noise: number[];
}

export function parseSbrDtdf(reader: BitReader, grid: SbrGrid): SbrDtdf {
  return {
    bs_df_env: Array.from({ length: grid.bs_num_env }, () => reader.u(1)),
    bs_df_noise: Array.from({ length: grid.bs_num_noise }, () => reader.u(1)),
  };
}
