import { describe, expect, it } from "vitest";
import * as codebooks from "./huffman-codebooks";
import type { HuffmanCodebook } from "./huffman-codebooks";

/** Codebook sizes of ISO/IEC 14496-3 Annex 4.A: the index ranges the standard gives each table. */
const SIZES: Record<string, number> = {
  SCALEFACTOR_CODEBOOK: 121,
  ...Object.fromEntries(
    [81, 81, 81, 81, 81, 81, 64, 64, 169, 169, 289].map((size, i) => [`SPECTRUM_CODEBOOK_${i + 1}`, size]),
  ),
  t_huffman_env_1_5dB: 121,
  f_huffman_env_1_5dB: 121,
  t_huffman_env_bal_1_5dB: 49,
  f_huffman_env_bal_1_5dB: 49,
  t_huffman_env_3_0dB: 63,
  f_huffman_env_3_0dB: 63,
  t_huffman_env_bal_3_0dB: 25,
  f_huffman_env_bal_3_0dB: 25,
  t_huffman_noise_3_0dB: 63,
  t_huffman_noise_bal_3_0dB: 25,
};

const bitString = (codebook: HuffmanCodebook, index: number) =>
  codebook.codeword[index]!.toString(2).padStart(codebook.length[index]!, "0");

describe("Huffman codebooks", () => {
  it.each(Object.entries(SIZES))("%s is a complete prefix code of the standard's size", (name, size) => {
    const codebook = (codebooks as unknown as Record<string, HuffmanCodebook>)[name]!;
    expect(codebook.length).toHaveLength(size);
    expect(codebook.codeword).toHaveLength(size);
    // Kraft: the code fills the code space exactly, 2^-length summing to 1 (computed in units of 2^-20).
    expect(codebook.length.reduce((sum, length) => sum + 2 ** (20 - length), 0)).toBe(2 ** 20);
    const words = codebook.codeword.map((_, index) => bitString(codebook, index)).sort();
    for (let i = 1; i < words.length; i++) expect(words[i]!.startsWith(words[i - 1]!)).toBe(false);
  });

  it("codes the commonest values shortest, as Tables 4.A.1 and 4.A.2 list them", () => {
    expect(bitString(codebooks.SCALEFACTOR_CODEBOOK, 60)).toBe("0"); // scalefactor difference 0
    expect(bitString(codebooks.SPECTRUM_CODEBOOK_1, 40)).toBe("0"); // (0, 0, 0, 0)
    expect(codebooks.SPECTRUM_CODEBOOKS[11]).toBe(codebooks.SPECTRUM_CODEBOOK_11);
  });
});
