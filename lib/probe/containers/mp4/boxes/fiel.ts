// QuickTime File Format, "Field handling" 'fiel': the number of fields per frame and their order.
import { BitReader } from "../../../bits/bit-reader";

export interface FieldHandlingBox {
  /** 1 progressive, 2 interlaced. */
  fields: number;
  /**
   * For two fields: 1 top field first in time and storage, 6 bottom first in both, 9 bottom first
   * in time but top stored first, 14 top first in time but bottom stored first (0: unknown).
   */
  detail: number;
}

export function parseFiel(payload: Uint8Array): FieldHandlingBox {
  const reader = new BitReader(payload);
  return { fields: reader.u(8), detail: reader.u(8) };
}
