// Index table segments (SMPTE ST 377-1 clause 11.2, Table 28). Only the fields that give the indexed
// span are read: the entry arrays, which grow with the essence, are not needed to know the duration.
import { parseLocalSetItems, property, readProperties, type PropertyValues } from "./local-set";
import { int64, rational, uint32, uint64 } from "./property-types";

/** Index table segments always use the static local tags of Table 28, never the primer pack. */
const indexTableSegmentProperties = {
  IndexEditRate: property(0x3f0b, "060e2b34.01010105.05300406.00000000", rational),
  IndexStartPosition: property(0x3f0c, "060e2b34.01010105.07020103.010a0000", int64),
  IndexDuration: property(0x3f0d, "060e2b34.01010105.07020201.01020000", uint64),
  EditUnitByteCount: property(0x3f05, "060e2b34.01010104.04060201.00000000", uint32),
  IndexSID: property(0x3f06, "060e2b34.01010104.01030405.00000000", uint32),
  BodySID: property(0x3f07, "060e2b34.01010104.01030404.00000000", uint32),
};

export type IndexTableSegment = PropertyValues<typeof indexTableSegmentProperties>;

export function parseIndexTableSegment(value: Uint8Array, diagnostics: string[]): IndexTableSegment {
  const items = parseLocalSetItems(value, undefined, diagnostics);
  return readProperties(items, indexTableSegmentProperties, "IndexTableSegment", diagnostics);
}
