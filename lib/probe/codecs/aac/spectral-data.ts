import type { BitReader } from "../../bits/bit-reader";
import { decodeHuffman } from "./huffman";
import { SPECTRUM_CODEBOOKS } from "./huffman-codebooks";
import type { IcsInfo } from "./ics-info";
import { ESC_HCB, INTENSITY_HCB, INTENSITY_HCB2, NOISE_HCB, type SectionData, ZERO_HCB } from "./section-data";

/**
 * How codebook indices stand for quantized values (ISO/IEC 14496-3 4.6.3.3, Table 4.145): 4-tuples for
 * codebooks 1–4, pairs for 5–11, each value a digit in base `mod`; unsigned codebooks send a sign bit
 * per non-zero value after the codeword.
 */
const UNSIGNED_CB = new Set([3, 4, 7, 8, 9, 10, 11]);
const MOD_BY_CB = [0, 3, 3, 3, 3, 9, 9, 8, 8, 13, 13, 17];
/** In codebook 11, the magnitude 16 announces an escape_sequence (4.6.3.3). */
const ESCAPE_FLAG = 16;
/** An escape_word has at most 13 bits (quantized values up to 8191): escape_prefix of at most 8 ones. */
const MAX_ESCAPE_PREFIX = 8;

/** escape_sequence: escape_prefix (N ones), escape_separator (a zero), escape_word of N + 4 bits. */
function skipEscapeSequence(reader: BitReader): void {
  let N = 0;
  while (reader.flag()) if (++N > MAX_ESCAPE_PREFIX) throw new RangeError("escape_prefix longer than 8 bits");
  reader.skip(N + 4);
}

/** The quantized values' magnitudes a codebook index stands for, the first first. */
function magnitudes(cb: number, index: number): number[] {
  const mod = MOD_BY_CB[cb]!;
  const offset = UNSIGNED_CB.has(cb) ? 0 : (mod - 1) / 2;
  const digits = cb < 5 ? [index / 27, index / 9, index / 3, index] : [index / mod, index];
  return digits.map((digit) => Math.abs((Math.floor(digit) % mod) - offset));
}

/** Reads past spectral_data() of ISO/IEC 14496-3 4.4.2.7 (Table 4.56), section by section. */
export function skipSpectralData(reader: BitReader, ics: IcsInfo, sectionData: SectionData): void {
  for (let g = 0; g < ics.num_window_groups; g++) {
    const offsets = ics.sect_sfb_offset[g]!;
    for (const { sect_cb, sect_start, sect_end } of sectionData.sections[g]!) {
      if ([ZERO_HCB, NOISE_HCB, INTENSITY_HCB, INTENSITY_HCB2].includes(sect_cb)) continue;
      const codebook = SPECTRUM_CODEBOOKS[sect_cb]!;
      const step = sect_cb < 5 ? 4 : 2;
      for (let k = offsets[sect_start]!; k < offsets[sect_end]!; k += step) {
        const values = magnitudes(sect_cb, decodeHuffman(reader, codebook));
        if (!UNSIGNED_CB.has(sect_cb)) continue;
        reader.skip(values.filter((value) => value !== 0).length); // sign bits
        if (sect_cb === ESC_HCB) for (const value of values) if (value === ESCAPE_FLAG) skipEscapeSequence(reader);
      }
    }
  }
}
