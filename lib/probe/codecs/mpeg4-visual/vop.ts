import { BitReader } from "../../bits/bit-reader";
import { vopTimeIncrementBits } from "./video-object-layer";

/** The head of VideoObjectPlane() of ISO/IEC 14496-2 6.2.5 (semantics 6.3.5): its coding type and its time. */
export interface Vop {
  vop_coding_type: number;
  /** The number of modulo_time_base bits set: whole seconds since the time base of the reference VOP. */
  modulo_time_base: number;
  vop_time_increment: number;
  vop_coded: boolean;
}

/** vop_coding_type (Table 6-20): I, P, B, S. */
export const B_VOP = 2;

/** Parses a VOP header's head; `unit` starts with the start code value byte. */
export function parseVop(unit: Uint8Array, vopTimeIncrementResolution: number): Vop {
  const reader = new BitReader(unit, 1);
  const vop_coding_type = reader.u(2);
  let modulo_time_base = 0;
  // Each '1' is a second; the bits left bound the loop (a reader past its end throws RangeError).
  while (reader.flag()) modulo_time_base++;
  reader.skip(1); // marker_bit
  const vop_time_increment = reader.u(vopTimeIncrementBits(vopTimeIncrementResolution));
  reader.skip(1); // marker_bit
  return { vop_coding_type, modulo_time_base, vop_time_increment, vop_coded: reader.flag() };
}
