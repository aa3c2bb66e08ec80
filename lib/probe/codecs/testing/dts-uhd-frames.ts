// Test helper: DTS-UHD frames built from the syntax of ETSI TS 103 491 6.4 (FTOC), with the CRC-16 of the
// sync frame's FTOC computed by the `crc` package: 8 frames (two sync frames, each followed by three non-sync
// ones) of 1024 samples at 48 kHz, a full channel-based presentation with one metadata and one audio chunk.
// The metadata chunk is filler, or written by Tables 6-2, 7-4, 7-5, 7-7, 7-8, 7-9, 7-16, 7-22 and 7-26 with
// the channel activity mask asked for.
import crc16ccitt from "crc/calculators/crc16ccitt";
import { bits } from "./bit-fields";

/** ExtractVarLenBitFields (5.2.3.1) in its narrowest width: a '0' prefix, then the value. */
const narrow = (value: number, width: number): [number, number][] => [
  [0, 1],
  [value, width],
];
const AUDIO_CHUNK_BYTES = 300;
const METADATA_CHUNK_BYTES = 20;

/** How the metadata chunk names its object's channels (Table 7-26): nChIndex 0–13 (Table 7-27), or a mask written out. */
export type ChannelActivity = { nChIndex: number } | { mask16: number } | { mask32: number };

/**
 * A metadata chunk (chunk ID 1, presentation 0) whose object is channel-mask based (RepType 0) with `activity`;
 * its multi-frame static metadata sent (one loudness set, a custom dynamic range curve), to be stepped over.
 */
function metadataChunk(activity: ChannelActivity): number[] {
  const mask: [number, number][] =
    "nChIndex" in activity
      ? [[activity.nChIndex, 4]]
      : "mask16" in activity
        ? [
            [14, 4],
            [activity.mask16, 16],
          ]
        : [
            [15, 4],
            [activity.mask32, 32],
          ];
  const chunk = bits([
    [1, 8], // chunk ID: metadata
    [0, 1], // audio presentation index 0 (ExtractVarLenBitFields, widths 0, 2, 4, 4)
    [0, 4], // no scaling data (Table 7-5)
    [1, 1], // multi-frame metadata present (Table 7-7)
    [20, 6],
    [1, 2], // loudness parameter set (Table 7-9)
    [1, 1],
    [15, 4],
    [0x1234, 15],
    [0, 1], // dynamic range type 1: custom curve, no smoothing (Table 7-8)
    [0, 1],
    [0, 1],
    [0, 1],
    [0, 1], // types 2 and 3 absent
    [0, 3], // RepType: channel-mask based (Table 7-22)
    ...mask,
  ]);
  return [...chunk, ...new Array<number>(METADATA_CHUNK_BYTES - chunk.length).fill(0)];
}

/** A sync frame: its 16-byte FTOC (6.4.6: full channel-based mix, 1024 samples of a 48 kHz clock) ending in CRC-16, then its chunks. */
export function dtsUhdSyncFrame(activity?: ChannelActivity): number[] {
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
  const metadata = activity ? metadataChunk(activity) : new Array<number>(METADATA_CHUNK_BYTES).fill(0x11);
  return [...header, crc >> 8, crc & 0xff, ...metadata, ...new Array<number>(AUDIO_CHUNK_BYTES).fill(0x11)];
}

/** A non-sync frame: an 8-byte FTOC whose audio chunk keeps the sync frame's ID, then the chunk. */
function nonSyncFrame(): number[] {
  const ftoc = bits([[0x71c442e8, 32], ...narrow(7, 5), ...narrow(AUDIO_CHUNK_BYTES, 9)]);
  return [...ftoc, ...new Array<number>(8 - ftoc.length).fill(0), ...new Array<number>(AUDIO_CHUNK_BYTES).fill(0x22)];
}

export function dtsUhdStream(activity?: ChannelActivity): Uint8Array {
  const group = () => [...dtsUhdSyncFrame(activity), ...nonSyncFrame(), ...nonSyncFrame(), ...nonSyncFrame()];
  return Uint8Array.from([...group(), ...group()]);
}
