import type { BitReader } from "../../../bits/bit-reader";
import { decodeHuffman } from "../huffman";
import {
  f_huffman_env_3_0dB,
  f_huffman_env_bal_3_0dB,
  t_huffman_noise_3_0dB,
  t_huffman_noise_bal_3_0dB,
} from "../huffman-codebooks";
import type { FrequencyBandCounts } from "./frequency-band-tables";
import type { SbrDtdf } from "./sbr-dtdf";
import type { SbrGrid } from "./sbr-grid";

/**
 * Reads past sbr_noise(ch, bs_coupling) of ISO/IEC 14496-3 4.4.2.8 (Table 4.72): noise floors in 3 dB
 * steps, the first value of a delta-in-frequency floor in 5 bits (4.5.2.8.2).
 */
export function skipSbrNoise(
  reader: BitReader,
  grid: SbrGrid,
  dtdf: SbrDtdf,
  bands: FrequencyBandCounts,
  balance: boolean,
): void {
  const t_huffman = balance ? t_huffman_noise_bal_3_0dB : t_huffman_noise_3_0dB;
  const f_huffman = balance ? f_huffman_env_bal_3_0dB : f_huffman_env_3_0dB;
  for (let noise = 0; noise < grid.bs_num_noise; noise++) {
    if (dtdf.bs_df_noise[noise] === 0) {
      reader.skip(5); // bs_data_noise[noise][0]
      for (let band = 1; band < bands.N_Q; band++) decodeHuffman(reader, f_huffman);
    } else {
      for (let band = 0; band < bands.N_Q; band++) decodeHuffman(reader, t_huffman);
    }
  }
}
