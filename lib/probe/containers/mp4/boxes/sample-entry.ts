// ISO/IEC 14496-12 8.5.2.2 SampleEntry: reserved(8)[6] and data_reference_index(16) open every entry.
import type { BitReader } from "../../../bits/bit-reader";

export function readSampleEntryHeader(reader: BitReader): { data_reference_index: number } {
  reader.skip(48); // reserved
  return { data_reference_index: reader.u(16) };
}
