// Where the mark lives in time and frequency. A block is 4 s: 375 frames of 512 samples at 48 kHz. Each
// frame is split into 16 sub-bands of 8 FFT bins (375 Hz each) from 1.5 to 7.5 kHz, a band that carries
// most of the energy of speech and music and that perceptual coders at 128 kb/s keep (AAC's first
// spectral holes open above ~11 kHz). One chip is one (frame, sub-band) cell. The first 15 frames carry a
// fixed sync pattern (240 cells); the other 5760 cells carry the 196 coded bits, each bit on ~29 cells
// scattered over the whole block (time-frequency interleaving), so that a transient, a pause or a
// narrow-band loss damages a little of every bit rather than all of a few.
import { TAIL_BITS } from "./convolutional-code";
import { MESSAGE_BITS } from "./payload";

export const SAMPLE_RATE = 48000;
export const FRAME = 1024;
export const HOP = FRAME / 2;
export const FIRST_BIN = 32; // 1500 Hz
export const BINS_PER_BAND = 8;
export const BANDS = 16;
export const SYNC_FRAMES = 15;
export const BLOCK_FRAMES = 375;
export const BLOCK_CELLS = BLOCK_FRAMES * BANDS;
export const SYNC_CELLS = SYNC_FRAMES * BANDS;
export const BLOCK_SAMPLES = BLOCK_FRAMES * HOP;
export const CODED_BITS = 2 * (MESSAGE_BITS + TAIL_BITS);

/**
 * A fixed pseudo-random sequence: xorshift32 (Marsaglia, "Xorshift RNGs", J. Stat. Software 8(14), 2003)
 * from a constant seed. The patterns it draws are part of the format and must never change.
 */
export function xorshift32(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/**
 * The ±1 chip of every cell of a block, frame-major. Each frame has eight +1 and eight -1 chips, so a change
 * of level common to all sub-bands of a frame (an onset, a gain ride) cancels in the sync correlation.
 */
export const CHIPS: Int8Array = (() => {
  const random = xorshift32(0x2545f491);
  const chips = new Int8Array(BLOCK_CELLS);
  for (let frame = 0; frame < BLOCK_FRAMES; frame++) {
    chips.set(
      shuffle(
        Array.from({ length: BANDS }, (_, band) => (band < BANDS / 2 ? 1 : -1)),
        random,
      ),
      frame * BANDS,
    );
  }
  return chips;
})();

/** The coded bit each cell carries, or -1 for the sync cells. */
export const CELL_BIT: Int16Array = (() => {
  const cells = new Int16Array(BLOCK_CELLS).fill(-1);
  const order = shuffle(
    Array.from({ length: BLOCK_CELLS - SYNC_CELLS }, (_, index) => index),
    xorshift32(0x6b43a9b5),
  );
  order.forEach((rank, index) => (cells[SYNC_CELLS + index] = rank % CODED_BITS));
  return cells;
})();
