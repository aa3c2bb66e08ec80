// QuickTime File Format, "Endian" 'enda' (inside 'wave'): littleEndian(16) = 1 for little-endian PCM.
import { BitReader } from "../../../bits/bit-reader";

export interface EndianBox {
  littleEndian: boolean;
}

export function parseEnda(payload: Uint8Array): EndianBox {
  return { littleEndian: new BitReader(payload).u(16) === 1 };
}
