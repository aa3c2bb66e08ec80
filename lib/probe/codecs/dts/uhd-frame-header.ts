// DTS-UHD (ETSI TS 103 491, the coding of DTS:X streams): the frame table of contents (FTOC) that starts
// each frame (6.4), behind the sync word of a sync frame (0x40411BF2) or of a non-sync frame (0x71C442E8,
// Table 29). A sync frame's FTOC carries the stream parameters (6.4.6: frame duration, clock, sample rate)
// and ends with a CRC-16 (6.4.6.2); the sizes of the metadata and audio chunks that follow the FTOC give the
// frame's length (6.4.14), read here for full channel-based presentations only.
import crc16ccitt from "crc/calculators/crc16ccitt";
import { BitReader } from "../../bits/bit-reader";
import { readVarLen } from "./uhd-var-len";

export const DTSUHD_SYNC = 0x40411bf2;
export const DTSUHD_NOSYNC = 0x71c442e8;

/** m_unBaseDuration codes (6.4.6.3); code 3 is reserved. */
const BASE_DURATIONS = [512, 480, 384];
/** m_unClockRateInHz codes (6.4.6.5); code 3 is reserved. */
const CLOCK_RATES = [32000, 44100, 48000];
/** Widths of the variable-length fields (5.2.3.1): FTOC payload size, metadata chunk size, audio chunk ID and size. */
const FTOC_SIZE_WIDTHS = [5, 8, 10, 12];
const METADATA_CHUNK_SIZE_WIDTHS = [6, 9, 12, 15];
const AUDIO_CHUNK_ID_WIDTHS = [2, 4, 6, 8];
const AUDIO_CHUNK_SIZE_WIDTHS = [9, 11, 13, 16];

export interface DtsUhdStreamParameters {
  bFullChannelBasedMixFlag: boolean;
  /** Samples per frame at the clock rate: m_unBaseDuration × (m_unFrameDurationCode + 1). */
  frameDuration: number;
  clockRate: number;
  /** m_unAudioSamplRate: the clock rate times 2^m_unSampleRateMod. */
  sampleRate: number;
}

export interface DtsUhdFrameHeader {
  syncFrame: boolean;
  FTOCPayloadinBytes: number;
  /** In a sync frame only. */
  parameters?: DtsUhdStreamParameters;
  /** The audio chunk ID a non-sync frame inherits (set in a sync frame of a full channel-based presentation). */
  audioChunkId?: number;
  /** FTOC and chunks, when the frame is a full channel-based one (else unknown). */
  frameLength?: number;
  /** Bytes of the metadata chunk that follows the FTOC, in a sync frame of a full channel-based presentation. */
  metadataChunkBytes?: number;
}

function readStreamParameters(r: BitReader, bFullChannelBasedMixFlag: boolean): DtsUhdStreamParameters | undefined {
  const baseDuration = BASE_DURATIONS[r.u(2)];
  const frameDurationCode = r.u(3);
  const clockRate = CLOCK_RATES[r.u(2)];
  if (r.flag()) r.skip(36); // m_TimeStamp (5.2.3.2)
  const sampleRateMod = r.u(2);
  if (!baseDuration || !clockRate) return undefined;
  return {
    bFullChannelBasedMixFlag,
    frameDuration: baseDuration * (frameDurationCode + 1),
    clockRate,
    sampleRate: clockRate * 2 ** sampleRateMod,
  };
}

/**
 * The FTOC header at `offset`; `inheritedChunkId` is the audio chunk ID of the last sync frame, which a
 * non-sync frame needs for its length. Undefined where no sync word is, or a sync frame's CRC fails.
 */
export function parseDtsUhdFrameHeader(
  bytes: Uint8Array,
  offset: number,
  inheritedChunkId?: number,
): DtsUhdFrameHeader | undefined {
  if (offset + 8 > bytes.length) return undefined;
  const r = new BitReader(bytes.subarray(offset));
  const sync = r.u(32);
  if (sync !== DTSUHD_SYNC && sync !== DTSUHD_NOSYNC) return undefined;
  const syncFrame = sync === DTSUHD_SYNC;
  const FTOCPayloadinBytes = readVarLen(r, FTOC_SIZE_WIDTHS) + 1;
  if (!syncFrame) return chunkSizes(r, { syncFrame, FTOCPayloadinBytes }, inheritedChunkId);
  const end = offset + FTOCPayloadinBytes;
  if (FTOCPayloadinBytes < 8 || end > bytes.length) return undefined;
  if (crc16ccitt(bytes.subarray(offset, end - 2)) !== new BitReader(bytes.subarray(end - 2, end)).u(16))
    return undefined;
  const parameters = readStreamParameters(r, r.flag());
  return parameters && chunkSizes(r, { syncFrame, FTOCPayloadinBytes, parameters }, inheritedChunkId);
}

/** The metadata and audio chunk sizes of a full channel-based presentation (6.4.14): one chunk of each. */
function chunkSizes(r: BitReader, header: DtsUhdFrameHeader, inheritedChunkId: number | undefined): DtsUhdFrameHeader {
  if (header.syncFrame && !header.parameters?.bFullChannelBasedMixFlag) return header;
  try {
    const metadataBytes = header.syncFrame ? readVarLen(r, METADATA_CHUNK_SIZE_WIDTHS) : 0;
    const audioChunkId = header.syncFrame ? readVarLen(r, AUDIO_CHUNK_ID_WIDTHS) : inheritedChunkId;
    if (audioChunkId === undefined) return header;
    const audioBytes = audioChunkId !== 0 ? readVarLen(r, AUDIO_CHUNK_SIZE_WIDTHS) : 0;
    const frameLength = header.FTOCPayloadinBytes + metadataBytes + audioBytes;
    return { ...header, audioChunkId, frameLength, ...(header.syncFrame && { metadataChunkBytes: metadataBytes }) };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return header;
  }
}
