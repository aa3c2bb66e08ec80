// Which cell of a block carries what. A block is 200 rows (of two frames) × 20 bands = 4000 cells, each
// with a ±1 chip (ten + and ten − per row, so a level change common to a row cancels in every
// correlation). The cells are dealt at random over the whole block (time-frequency interleaving: a pause or
// a lost band takes a little of every bit) into roles: the first role is always the 400 sync cells (one
// group), each other role spreads its cells evenly over its coded bits (groups numbered after the sync's).
// The chips and the order of dealing are shared by every payload format (format-2.ts, format-3.ts).
import { shuffle, xorshift32 } from "../layout";
import { BANDS, BLOCK_CELLS, BLOCK_ROWS } from "./grid";

export const SYNC_CELLS = 400;

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

const DEALING_ORDER = shuffle(
  Array.from({ length: BLOCK_CELLS }, (_, cell) => cell),
  xorshift32(0x1b873593),
);

/** A role after the sync: how many cells it takes and how many coded bits (groups) share them. */
export interface Role {
  cells: number;
  groups: number;
}

/** The group of each cell: 0 sync, then each role's groups in turn. The roles' cells must fill the block. */
export function dealCells(roles: readonly Role[]): Int16Array {
  if (SYNC_CELLS + roles.reduce((sum, role) => sum + role.cells, 0) !== BLOCK_CELLS)
    throw new RangeError("the roles must fill the block");
  const groups = new Int16Array(BLOCK_CELLS);
  let [firstRank, firstGroup] = [SYNC_CELLS, 1];
  for (const { cells, groups: count } of roles) {
    for (let rank = firstRank; rank < firstRank + cells; rank++)
      groups[DEALING_ORDER[rank]!] = firstGroup + ((rank - firstRank) % count);
    [firstRank, firstGroup] = [firstRank + cells, firstGroup + count];
  }
  return groups;
}
