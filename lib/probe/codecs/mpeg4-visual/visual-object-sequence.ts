import { BitReader } from "../../bits/bit-reader";

/** VisualObjectSequence() of ISO/IEC 14496-2 6.2.2 (semantics 6.3.2): its profile and level. */
export interface VisualObjectSequence {
  profile_and_level_indication: number;
}

/** Parses a visual object sequence header; `unit` starts with the start code value byte. */
export function parseVisualObjectSequence(unit: Uint8Array): VisualObjectSequence {
  const reader = new BitReader(unit, 1);
  return { profile_and_level_indication: reader.u(8) };
}
