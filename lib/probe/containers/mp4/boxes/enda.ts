// QuickTime File Format, "Endian" 'enda' (inside 'wave'): littleEndian(16) = 1 for little-endian PCM.
import { BitReader } from "../../../bits/bit-reader";
import type { SampleEntryBox } from "../box-descriptor";

export interface EndianBox {
  littleEndian: boolean;
}

function parseEnda(payload: Uint8Array): EndianBox {
  return { littleEndian: new BitReader(payload).u(16) === 1 };
}

/** Read by the PCM codings alone (audio-track.ts), whose byte order it sets. */
export const endaBox: SampleEntryBox<EndianBox> = { type: "enda", parse: parseEnda };
