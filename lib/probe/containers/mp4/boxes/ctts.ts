// ISO/IEC 14496-12 8.6.1.3 CompositionOffsetBox 'ctts': runs of samples whose composition time lies
// sample_offset after their decoding time (signed in version 1). Read in full by the analysis pass: the display
// order of the pictures, which the GOP pattern is written in.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, tableEntries } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

/** Every entry: sample_count and sample_offset, one pair after the other. */
export function parseCompositionOffsets(payload: Uint8Array): Float64Array {
  const { count, view, at } = tableEntries(payload, "ctts", 4, 64);
  // Version 0 offsets are unsigned but no real file puts one at 2^31 or more: read signed, as version 1.
  const entries = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    entries[i * 2] = view.getUint32(at + i * 8);
    entries[i * 2 + 1] = view.getInt32(at + i * 8 + 4);
  }
  return entries;
}

/** The table's size: the prober lists the box with its entry_count; the analysis pass reads the entries. */
export const cttsBox: LeafBox<{ entry_count: number }> = {
  types: ["ctts"],
  parents: ["stbl"],
  bytes: 8,
  parse: (payload) => {
    const reader = new BitReader(payload);
    fullBoxHeader(reader);
    return { entry_count: reader.u(32) };
  },
};
