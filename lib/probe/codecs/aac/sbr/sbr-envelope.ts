import type { BitReader } from "../../../bits/bit-reader";
import { decodeHuffman } from "../huffman";
import {
  f_huffman_env_1_5dB,
  f_huffman_env_3_0dB,
  f_huffman_env_bal_1_5dB,
  f_huffman_env_bal_3_0dB,
  t_huffman_env_1_5dB,
  t_huffman_env_3_0dB,
  t_huffman_env_bal_1_5dB,
  t_huffman_env_bal_3_0dB,
} from "../huffman-codebooks";
import type { FrequencyBandCounts } from "./frequency-band-tables";
import type { SbrDtdf } from "./sbr-dtdf";
import type { SbrGrid } from "./sbr-grid";

/**
 * Reads past sbr_envelope(ch, bs_coupling) of ISO/IEC 14496-3 4.4.2.8 (Table 4.71). The codebooks and the
 * width of the first value (bs_data_env in frequency) follow the amplitude resolution and, for the second
 * channel of a coupled pair, the balance coding (4.5.2.8.2).
 */
export function skipSbrEnvelope(
  reader: BitReader,
  grid: SbrGrid,
  dtdf: SbrDtdf,
  bands: FrequencyBandCounts,
  balance: boolean,
): void {
  const fine = grid.amp_res === 0; // 1.5 dB steps
  const t_huffman = balance
    ? fine
      ? t_huffman_env_bal_1_5dB
      : t_huffman_env_bal_3_0dB
    : fine
      ? t_huffman_env_1_5dB
      : t_huffman_env_3_0dB;
  const f_huffman = balance
    ? fine
      ? f_huffman_env_bal_1_5dB
      : f_huffman_env_bal_3_0dB
    : fine
      ? f_huffman_env_1_5dB
      : f_huffman_env_3_0dB;
  const startBits = (balance ? 5 : 6) + (fine ? 1 : 0);
  for (let env = 0; env < grid.bs_num_env; env++) {
    const num_env_bands = grid.bs_freq_res[env] ? bands.N_high : bands.N_low;
    if (dtdf.bs_df_env[env] === 0) {
      reader.skip(startBits); // bs_data_env[env][0]
      for (let band = 1; band < num_env_bands; band++) decodeHuffman(reader, f_huffman);
    } else {
      for (let band = 0; band < num_env_bands; band++) decodeHuffman(reader, t_huffman);
    }
  }
}
