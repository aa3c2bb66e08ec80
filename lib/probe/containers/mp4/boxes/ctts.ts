// ISO/IEC 14496-12 8.6.1.3 CompositionOffsetBox 'ctts': runs of samples whose composition time lies
// sample_offset after their decoding time (signed in version 1). Read in full by the analysis pass: the display
// order of the pictures, which the GOP pattern is written in.
import { tableEntries } from "../box-fields";
import { entryCountBox } from "../box-descriptor";

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

export const cttsBox = entryCountBox("ctts");
