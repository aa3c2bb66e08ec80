// ISO/IEC 14496-12 8.7.5 ChunkOffsetBox 'stco' and ChunkLargeOffsetBox 'co64': the prober reads only the
// first chunk's offset (where the first sample of a timecode track lies); the analysis pass, every one.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, tableEntries, u64 } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface ChunkOffsetBox {
  entry_count: number;
  first_chunk_offset?: number;
}

const STCO_BYTES = 16;

function parseStco(payload: Uint8Array, type: string): ChunkOffsetBox {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  const entry_count = reader.u(32);
  if (entry_count === 0 || reader.bitsLeft < (type === "co64" ? 64 : 32)) return { entry_count };
  return { entry_count, first_chunk_offset: type === "co64" ? u64(reader) : reader.u(32) };
}

/** Every chunk_offset (8.7.5.3), file offsets of the chunks. */
export function parseChunkOffsets(payload: Uint8Array, type: string): Float64Array {
  const large = type === "co64";
  const { count, view, at } = tableEntries(payload, type, 4, large ? 64 : 32);
  const offsets = new Float64Array(count);
  for (let i = 0; i < count; i++)
    offsets[i] = large
      ? view.getUint32(at + i * 8) * 2 ** 32 + view.getUint32(at + i * 8 + 4)
      : view.getUint32(at + i * 4);
  return offsets;
}

export const stcoBox: LeafBox<ChunkOffsetBox> = {
  types: ["stco", "co64"],
  parents: ["stbl"],
  bytes: STCO_BYTES,
  parse: parseStco,
};
