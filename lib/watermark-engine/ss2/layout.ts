// Which cell of a block carries what. A block is 200 rows (of two frames) × 20 bands = 4000 cells, each
// with a ±1 chip (ten + and ten − per row, so a level change common to a row cancels in every
// correlation). The cells are dealt at random over the whole block (time-frequency interleaving: a pause or
// a lost band takes a little of every bit) into three roles: 400 sync cells, 1400 cells for the constant
// code (sid, csid), which the detector sums over several blocks before decoding, and 2200 for the block's
// time, decoded from its own block only and so given the most cells.
import { TAIL_BITS } from "../convolutional-code";
import { shuffle, xorshift32 } from "../layout";
import { BANDS, BLOCK_CELLS, BLOCK_ROWS } from "./grid";
import { CODE_MESSAGE_BITS, TIME_MESSAGE_BITS } from "./messages";

export const SYNC_CELLS = 400;
export const CODE_CELLS = 1400;
export const CODE_CODED_BITS = 2 * (CODE_MESSAGE_BITS + TAIL_BITS);
export const TIME_CODED_BITS = 2 * (TIME_MESSAGE_BITS + TAIL_BITS);
/** Group of a cell: 0 sync, 1..CODE_CODED_BITS a code bit, then the time bits. */
export const GROUPS = 1 + CODE_CODED_BITS + TIME_CODED_BITS;

// The seeds are part of the format and must never change.
export const CHIPS: Int8Array = (() => {
  const random = xorshift32(0x3c6ef372);
  const chips = new Int8Array(BLOCK_CELLS);
  for (let row = 0; row < BLOCK_ROWS; row++) {
    chips.set(
      shuffle(
        Array.from({ length: BANDS }, (_, band) => (band < BANDS / 2 ? 1 : -1)),
        random,
      ),
      row * BANDS,
    );
  }
  return chips;
})();

export const CELL_GROUP: Int16Array = (() => {
  const groups = new Int16Array(BLOCK_CELLS);
  const order = shuffle(
    Array.from({ length: BLOCK_CELLS }, (_, cell) => cell),
    xorshift32(0x1b873593),
  );
  order.forEach((cell, rank) => {
    if (rank < SYNC_CELLS) groups[cell] = 0;
    else if (rank < SYNC_CELLS + CODE_CELLS) groups[cell] = 1 + ((rank - SYNC_CELLS) % CODE_CODED_BITS);
    else groups[cell] = 1 + CODE_CODED_BITS + ((rank - SYNC_CELLS - CODE_CELLS) % TIME_CODED_BITS);
  });
  return groups;
})();

/** The cells of each role, in cell order, for the detector's correlations. */
export const SYNC_CELL_LIST = Int32Array.from([...CELL_GROUP.keys()].filter((cell) => CELL_GROUP[cell] === 0));
