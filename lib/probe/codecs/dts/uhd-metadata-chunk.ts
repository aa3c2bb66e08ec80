// The metadata chunk of a DTS-UHD sync frame (ETSI TS 103 491), for a full channel-based presentation
// (bFullChannelBasedMixFlag: one presentation, one object, ID 256): the chunk ID (Table 6-2, 1 for
// metadata), the audio presentation index, the scaling and multi-frame static metadata stepped over by
// their syntax (Tables 7-4, 7-5, 7-7, 7-8, 7-9), then the object's metadata (Tables 7-16, 7-22): its
// representation type and, for channel-mask based ones, the channel activity mask (Table 7-26), as an
// index into the predefined masks of Table 7-27 or written out. The reading follows the order of ffmpeg's
// DTS-UHD parser (libavcodec/dtsuhd_common.c) for these tables.
import { BitReader } from "../../bits/bit-reader";
import { readVarLen } from "./uhd-var-len";

/** Chunk ID of the metadata chunk (Table 6-2). */
const METADATA_CHUNK_ID = 1;
/** Widths of the audio presentation index (ExtractVarLenBitFields, 5.2.3.1). */
const PRESENTATION_INDEX_WIDTHS = [0, 2, 4, 4];
/** Representation types whose object carries a channel mask (Table 7-22): channel-mask based, 2D and 3D matrix, binaural. */
const CHANNEL_MASK_REPRESENTATIONS = new Set([0, 1, 2, 3]);
const BINAURAL = 3;
/** nChIndex → channel activity mask (Table 7-27); 14 and 15 say a 16- or 32-bit mask follows. */
const PREDEFINED_ACTIVITY_MASKS = [
  0x000001, 0x000002, 0x000006, 0x00000f, 0x00001f, 0x00084b, 0x00002f, 0x00802f, 0x00486b, 0x00886b, 0x03fbfb,
  0x000003, 0x000007, 0x000843,
];
/**
 * Channel activity mask bits (Table 7-28) → the ChannelMask bits of the loudspeakers they switch on (the
 * mask of the udts box, Annex B), as ffmpeg and SCTE DVS 243-4 map them; bits 18 and 20 name one pair.
 */
const ACTIVITY_TO_CHANNEL_MASK: readonly (readonly [activity: number, channels: number])[] = [
  [0x000001, 0x00000001],
  [0x000002, 0x00000006],
  [0x000004, 0x00000018],
  [0x000008, 0x00000020],
  [0x000010, 0x00000040],
  [0x000020, 0x0000a000],
  [0x000040, 0x00000180],
  [0x000080, 0x00004000],
  [0x000100, 0x00080000],
  [0x000200, 0x00001800],
  [0x000400, 0x00060000],
  [0x000800, 0x00000600],
  [0x001000, 0x00010000],
  [0x002000, 0x00300000],
  [0x004000, 0x00400000],
  [0x008000, 0x01800000],
  [0x010000, 0x02000000],
  [0x020000, 0x0c000000],
  [0x140000, 0x30000000],
  [0x080000, 0xc0000000],
];

export interface DtsUhdMetadataChunk {
  ChunkID: number;
  AudPresIndex: number;
  /** Representation type of the presentation's object (Table 7-22). */
  RepType: number;
  /** Channel activity mask (Table 7-26), for channel-mask based representations. */
  ChActivityMask?: number;
  /** The loudspeakers of the activity mask as ChannelMask bits (Annex B): one per channel. */
  ChannelMask?: number;
}

/** Table 7-9: one loudness parameter set of the static metadata. */
function skipLoudnessParameterSet(r: BitReader): void {
  r.skip(6 + 2); // rLoudness, nominal flag set: 2-bit type
}

/** Table 7-7 and 7-8 for a full channel-based presentation: one static metadata packet, read in place. */
function skipMultiFrameMetadata(r: BitReader): void {
  skipLoudnessParameterSet(r);
  for (let type = 0; type < 3; type++) {
    if (r.flag() && r.u(4) === 15) r.skip(15); // dynamic range control type, custom curve
    if (r.flag()) r.skip(6 * 6); // smoothing coefficients
  }
}

/** The metadata chunk of `length` bytes at `offset` of a full channel-based sync frame; undefined where it is not one. */
export function parseDtsUhdMetadataChunk(
  bytes: Uint8Array,
  offset: number,
  length: number,
): DtsUhdMetadataChunk | undefined {
  const r = new BitReader(bytes.subarray(offset, offset + length));
  try {
    const ChunkID = r.u(8);
    if (ChunkID !== METADATA_CHUNK_ID) return undefined;
    const AudPresIndex = readVarLen(r, PRESENTATION_INDEX_WIDTHS);
    for (let i = 0; i < 4; i++) if (r.flag()) r.skip(5); // scaling data (Table 7-5)
    if (r.flag()) skipMultiFrameMetadata(r);
    // Object 256, the full mix: suitable for rendering and started in a sync frame without further bits.
    const RepType = r.u(3);
    if (!CHANNEL_MASK_REPRESENTATIONS.has(RepType)) return { ChunkID, AudPresIndex, RepType };
    const nChIndex = RepType === BINAURAL ? 1 : r.u(4);
    const ChActivityMask = nChIndex === 14 ? r.u(16) : nChIndex === 15 ? r.u(32) : PREDEFINED_ACTIVITY_MASKS[nChIndex]!;
    const ChannelMask =
      ACTIVITY_TO_CHANNEL_MASK.reduce(
        (mask, [activity, channels]) => (ChActivityMask & activity ? mask | channels : mask),
        0,
      ) >>> 0;
    return { ChunkID, AudPresIndex, RepType, ChActivityMask, ChannelMask };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return undefined;
  }
}
