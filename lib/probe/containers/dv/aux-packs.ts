// The source packs of the auxiliary data (IEC 61834-4 clauses 9-10, SMPTE ST 314 clause 4.6):
// VAUX source (0x60) and source control (0x61) in the VAUX DIF blocks, AAUX source (0x50) in the
// audio DIF blocks of a DIF sequence.
import { BitReader } from "../../bits/bit-reader";
import { DIF_BLOCK_BYTES } from "./dif-header";

export interface VauxSource {
  /** 50/60: 1 for 50 fields per second. */
  readonly field50: boolean;
  /** STYPE: 0x00 25 Mb/s, 0x04 50 Mb/s (SMPTE ST 314 Table 18). */
  readonly STYPE: number;
}

export interface VauxSourceControl {
  /** DISP: 0 4:3, 2 16:9 (IEC 61834-4 Table 48). */
  readonly DISP: number;
}

export interface AauxSource {
  /** CHN: audio channels per audio block, 0 = 2 channels, 1 = 4 channels as two pairs (Table 21). */
  readonly CHN: number;
  readonly field50: boolean;
  /** SMP: 0 48 kHz, 1 44.1 kHz, 2 32 kHz (Table 24). */
  readonly SMP: number;
  /** QU: 0 16-bit linear, 1 12-bit non-linear, 2 20-bit (Table 25). */
  readonly QU: number;
}

const VAUX_BLOCKS = [3, 4, 5];
/** Audio blocks sit at 6 + 16k in a DIF sequence (IEC 61834-2 Figure 66); the source pack is in the fourth. */
const AUDIO_BLOCKS = [6, 22, 38, 54, 70, 86, 102, 118, 134];
const PACKS_PER_VAUX_BLOCK = 15;

/** The first pack with header `type` in the VAUX blocks of the sequence at `offset`. */
function findVauxPack(bytes: Uint8Array, offset: number, type: number): Uint8Array | undefined {
  for (const block of VAUX_BLOCKS) {
    for (let pack = 0; pack < PACKS_PER_VAUX_BLOCK; pack++) {
      const at = offset + block * DIF_BLOCK_BYTES + 3 + pack * 5;
      if (bytes[at] === type && at + 5 <= bytes.length) return bytes.subarray(at, at + 5);
    }
  }
  return undefined;
}

export function findVauxSource(bytes: Uint8Array, offset: number): VauxSource | undefined {
  const pack = findVauxPack(bytes, offset, 0x60);
  if (!pack) return undefined;
  const reader = new BitReader(pack, 3); // PC3
  reader.skip(2); // the bits above 50/60
  return { field50: reader.flag(), STYPE: reader.u(5) };
}

export function findVauxSourceControl(bytes: Uint8Array, offset: number): VauxSourceControl | undefined {
  const pack = findVauxPack(bytes, offset, 0x61);
  if (!pack) return undefined;
  const reader = new BitReader(pack, 2); // PC2
  reader.skip(5); // the bits above DISP
  return { DISP: reader.u(3) };
}

export function findAauxSource(bytes: Uint8Array, offset: number): AauxSource | undefined {
  for (const block of AUDIO_BLOCKS) {
    const at = offset + block * DIF_BLOCK_BYTES + 3;
    if (bytes[at] !== 0x50 || at + 5 > bytes.length) continue;
    const reader = new BitReader(bytes, at + 2); // PC2
    reader.skip(1); // SM
    const CHN = reader.u(2);
    reader.skip(5 + 2); // PA, AUDIO MODE; PC3: the bits above 50/60
    const field50 = reader.flag();
    reader.skip(5 + 2); // STYPE; PC4: EF, TC
    return { CHN, field50, SMP: reader.u(3), QU: reader.u(3) };
  }
  return undefined;
}
