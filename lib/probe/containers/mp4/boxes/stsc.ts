// ISO/IEC 14496-12 8.7.4 SampleToChunkBox 'stsc': runs of chunks holding the same number of samples. Read
// in full by the analysis pass, which needs every sample's offset: a chunk's samples lie one after the other.
import { tableEntries } from "../box-fields";
import { entryCountBox } from "../box-descriptor";

export interface SampleToChunkEntry {
  /** The first chunk of the run, counting from 1. */
  first_chunk: number;
  samples_per_chunk: number;
  sample_description_index: number;
}

export function parseSampleToChunk(payload: Uint8Array): SampleToChunkEntry[] {
  const { count, view, at } = tableEntries(payload, "stsc", 4, 96);
  const entries: SampleToChunkEntry[] = [];
  for (let i = 0; i < count; i++)
    entries.push({
      first_chunk: view.getUint32(at + i * 12),
      samples_per_chunk: view.getUint32(at + i * 12 + 4),
      sample_description_index: view.getUint32(at + i * 12 + 8),
    });
  return entries;
}

export const stscBox = entryCountBox("stsc");
