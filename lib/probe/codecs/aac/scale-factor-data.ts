import type { BitReader } from "../../bits/bit-reader";
import { decodeHuffman } from "./huffman";
import { SCALEFACTOR_CODEBOOK } from "./huffman-codebooks";
import type { IcsInfo } from "./ics-info";
import { NOISE_HCB, type SectionData, ZERO_HCB } from "./section-data";

/**
 * Reads past scale_factor_data() of ISO/IEC 14496-3 4.4.2.7 (Table 4.53): one scalefactor, intensity
 * position or noise energy per band coded with a codebook other than ZERO_HCB, each a hcod_sf codeword,
 * except the first noise energy, sent as a 9-bit dpcm_noise_nrg (PNS, 4.6.13).
 */
export function skipScaleFactorData(reader: BitReader, ics: IcsInfo, sectionData: SectionData): void {
  let noise_pcm_flag = true;
  for (let g = 0; g < ics.num_window_groups; g++) {
    for (let sfb = 0; sfb < ics.max_sfb; sfb++) {
      const cb = sectionData.sfb_cb[g]![sfb]!;
      if (cb === ZERO_HCB) continue;
      if (cb === NOISE_HCB && noise_pcm_flag) {
        noise_pcm_flag = false;
        reader.skip(9); // dpcm_noise_nrg
      } else {
        decodeHuffman(reader, SCALEFACTOR_CODEBOOK);
      }
    }
  }
}
