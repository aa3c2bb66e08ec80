// RIFF chunks (Microsoft/IBM "Multimedia Programming Interface and Data Specifications 1.0", EBU Tech
// 3306 RF64, ITU-R BS.2088 BW64): a four-character id, a 32-bit little-endian size, the data, a pad
// byte to an even size.
import type { BlockReader } from "../../io/block-reader";

export interface RiffChunk {
  readonly id: string;
  /** File offset of the chunk's data. */
  readonly offset: number;
  /** The 32-bit size field; 0xFFFFFFFF in RF64/BW64 means "see ds64" (EBU Tech 3306 clause 3). */
  readonly size: number;
}

export const RF64_SIZE_IN_DS64 = 0xffffffff;
/** Chunks walked at most: real files carry a dozen; the bound keeps a damaged file from looping. */
const MAX_CHUNKS = 256;

export function fourCC(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

/**
 * The chunks after the 12-byte RIFF/RF64/BW64 header, headers only: no chunk's data is read here. The
 * data chunk's true size comes from ds64 when its size field says so (`sizeOf`).
 */
export async function readChunkList(
  reader: BlockReader,
  sizeOf: (chunk: RiffChunk) => number,
  diagnostics: string[],
): Promise<RiffChunk[]> {
  const chunks: RiffChunk[] = [];
  let at = 12;
  while (at + 8 <= reader.size && chunks.length < MAX_CHUNKS) {
    const header = await reader.bytes(at, 8);
    const chunk: RiffChunk = {
      id: fourCC(header, 0),
      offset: at + 8,
      size: new DataView(header.buffer, header.byteOffset, 8).getUint32(4, true),
    };
    if (!/^[\x20-\x7e]{4}$/.test(chunk.id)) {
      diagnostics.push(`WAV: no chunk header at byte ${at}; the chunks before it are used`);
      break;
    }
    chunks.push(chunk);
    const size = sizeOf(chunk);
    if (chunk.offset + size > reader.size) {
      diagnostics.push(
        `WAV: the ${chunk.id.trim()} chunk runs past the end of the file (${chunk.offset + size - reader.size} bytes missing)`,
      );
      break;
    }
    at = chunk.offset + size + (size % 2);
  }
  return chunks;
}
