// ISO/IEC 14496-12 8.5.2 SampleDescriptionBox 'stsd': entry_count sample entries, each a box whose
// type is the coding name (avc1, mp4a, apcn, tmcd, ...).
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader } from "../box-fields";
import { inlineBoxes, type InlineBox } from "../box-header";
import type { LeafBox } from "../box-descriptor";

/** Sample descriptions read at most: enough for any real file, whose stsd holds a few hundred bytes. */
const STSD_BYTES = 256 * 1024;

function parseStsd(payload: Uint8Array, diagnostics: string[]): InlineBox[] {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  const entry_count = reader.u(32);
  // A movie cut inside a sample entry keeps the entry: its fixed fields (size, channels, rate) are read.
  const entries = inlineBoxes(payload.subarray(8), diagnostics, "stsd", { keepCut: true });
  if (entries.length < entry_count)
    diagnostics.push(`stsd declares ${entry_count} sample entries, ${entries.length} were found`);
  return entries;
}

export const stsdBox: LeafBox<InlineBox[]> = {
  types: ["stsd"],
  parents: ["stbl"],
  bytes: STSD_BYTES,
  parse: (payload, _type, diagnostics) => parseStsd(payload, diagnostics),
};
