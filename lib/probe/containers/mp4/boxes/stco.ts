// ISO/IEC 14496-12 8.7.5 ChunkOffsetBox 'stco' and ChunkLargeOffsetBox 'co64': only the first chunk's
// offset is read (where the first sample of a timecode track lies).
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, u64 } from "../box-fields";
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

export const stcoBox: LeafBox<ChunkOffsetBox> = {
  types: ["stco", "co64"],
  parents: ["stbl"],
  bytes: STCO_BYTES,
  parse: parseStco,
};
