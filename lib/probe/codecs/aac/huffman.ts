import type { BitReader } from "../../bits/bit-reader";
import type { HuffmanCodebook } from "./huffman-codebooks";

/**
 * A codebook as a binary tree in one array: the children of node n are at 2n (bit 0) and 2n + 1 (bit 1);
 * a positive entry is an inner node, a negative one the leaf -(index + 1), 0 no codeword. A prefix code
 * of n codewords has n - 1 inner nodes, so 2n entries hold it.
 */
const trees = new WeakMap<HuffmanCodebook, Int32Array>();

function treeOf(codebook: HuffmanCodebook): Int32Array {
  const cached = trees.get(codebook);
  if (cached) return cached;
  const count = codebook.length.length;
  const nodes = new Int32Array(2 * count);
  let nextNode = 1;
  for (let index = 0; index < count; index++) {
    const codeword = codebook.codeword[index]!;
    let node = 0;
    for (let bit = codebook.length[index]! - 1; bit >= 0; bit--) {
      const slot = 2 * node + (Math.floor(codeword / 2 ** bit) & 1);
      if (bit === 0) nodes[slot] = -(index + 1);
      else node = nodes[slot] ||= nextNode++;
    }
  }
  trees.set(codebook, nodes);
  return nodes;
}

/** Reads one codeword and returns its codebook index (the hcod() of ISO/IEC 14496-3 syntax tables). */
export function decodeHuffman(reader: BitReader, codebook: HuffmanCodebook): number {
  const nodes = treeOf(codebook);
  for (let node = 0; ;) {
    const child = nodes[2 * node + reader.u(1)]!;
    if (child < 0) return -child - 1;
    if (child === 0) throw new RangeError("bits that are no codeword of the codebook");
    node = child;
  }
}
