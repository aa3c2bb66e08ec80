// The DTS-HD file format (.dtshd, DTS Inc. "DTS-HD File Format Specification"): chunks of an 8-byte ASCII
// ID and a 64-bit big-endian size, from 'DTSHDHDR' on; 'STRMDATA' holds the DTS stream (core frames and
// extension substreams, ETSI TS 102 114); 'AUPR-HDR' the audio presentation header, read here.
import { BitReader } from "../../bits/bit-reader";

export const DTSHD_SIGNATURE = "DTSHDHDR";
export const CHUNK_HEADER_BYTES = 16;

export interface DtsHdChunk {
  id: string;
  /** Offset of the chunk's payload in the file. */
  payloadStart: number;
  size: number;
}

/** The chunk at `offset` of `bytes` (which starts at file offset `base`); undefined when its header is cut. */
export function readChunkHeader(bytes: Uint8Array, offset: number, base = 0): DtsHdChunk | undefined {
  if (offset + CHUNK_HEADER_BYTES > bytes.length) return undefined;
  const reader = new BitReader(bytes.subarray(offset + 8, offset + CHUNK_HEADER_BYTES));
  const size = reader.u(32) * 2 ** 32 + reader.u(32);
  return {
    id: String.fromCharCode(...bytes.subarray(offset, offset + 8)),
    payloadStart: base + offset + CHUNK_HEADER_BYTES,
    size,
  };
}

export interface AudioPresentationHeader {
  Audio_Pres_Index: number;
  Bitw_Aupres_Metadata: number;
  Max_Sample_Rate_Hz: number;
  Num_Frames_Total: number;
  Samples_Per_Frame_At_Max_Fs: number;
  Num_Samples_Orig_Audio_At_Max_Fs: number;
  Channel_Mask: number;
  Codec_Delay_At_Max_Fs: number;
}

/** 'AUPR-HDR'; throws a RangeError when the payload is shorter than its fixed fields. */
export function parseAudioPresentationHeader(payload: Uint8Array): AudioPresentationHeader {
  const reader = new BitReader(payload);
  return {
    Audio_Pres_Index: reader.u(8),
    Bitw_Aupres_Metadata: reader.u(16),
    Max_Sample_Rate_Hz: reader.u(24),
    Num_Frames_Total: reader.u(32),
    Samples_Per_Frame_At_Max_Fs: reader.u(16),
    Num_Samples_Orig_Audio_At_Max_Fs: reader.u(8) * 2 ** 32 + reader.u(32),
    Channel_Mask: reader.u(16),
    Codec_Delay_At_Max_Fs: reader.u(16),
  };
}
