// Test helper: DTS-UHD frames built from the syntax of ETSI TS 103 491 6.4 (FTOC), with the CRC-16 of the
// sync frame's FTOC computed by the `crc` package: 8 frames (two sync frames, each followed by three non-sync
// ones) of 1024 samples at 48 kHz, a full channel-based presentation with one metadata and one audio chunk.
import crc16ccitt from "crc/calculators/crc16ccitt";
import { bits } from "./bit-fields";

/** ExtractVarLenBitFields (5.2.3.1) in its narrowest width: a '0' prefix, then the value. */
const narrow = (value: number, width: number): [number, number][] => [
  [0, 1],
  [value, width],
];
const AUDIO_CHUNK_BYTES = 300;
const METADATA_CHUNK_BYTES = 20;

/** A sync frame: its 16-byte FTOC (6.4.6: full channel-based mix, 1024 samples of a 48 kHz clock) ending in CRC-16, then its chunks. */
export function dtsUhdSyncFrame(): number[] {
  const ftoc = bits([
    [0x40411bf2, 32],
    ...narrow(15, 5), // SyncWord, FTOCPayloadinBytes 16
    [1, 1],
    [0, 2],
    [1, 3],
    [2, 2],
    [0, 1],
    [0, 2], // bFullChannelBasedMixFlag, base 512 × (1 + 1), 48 kHz, no time stamp, rate × 1
    ...narrow(METADATA_CHUNK_BYTES, 6),
    ...narrow(1, 2),
    ...narrow(AUDIO_CHUNK_BYTES, 9), // metadata chunk size, audio chunk ID 1 and size
  ]);
  const header = [...ftoc, ...new Array<number>(14 - ftoc.length).fill(0)];
  const crc = crc16ccitt(Uint8Array.from(header));
  return [...header, crc >> 8, crc & 0xff, ...new Array<number>(METADATA_CHUNK_BYTES + AUDIO_CHUNK_BYTES).fill(0x11)];
}

/** A non-sync frame: an 8-byte FTOC whose audio chunk keeps the sync frame's ID, then the chunk. */
function nonSyncFrame(): number[] {
  const ftoc = bits([[0x71c442e8, 32], ...narrow(7, 5), ...narrow(AUDIO_CHUNK_BYTES, 9)]);
  return [...ftoc, ...new Array<number>(8 - ftoc.length).fill(0), ...new Array<number>(AUDIO_CHUNK_BYTES).fill(0x22)];
}

export function dtsUhdStream(): Uint8Array {
  const group = () => [...dtsUhdSyncFrame(), ...nonSyncFrame(), ...nonSyncFrame(), ...nonSyncFrame()];
  return Uint8Array.from([...group(), ...group()]);
}
