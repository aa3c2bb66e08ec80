// Test generators for DTS-HD (ETSI TS 102 114): an extension substream written by the syntax of 7.4.1
// (Table 7-2) and 7.4.2 (Table 7-5) with one asset, the XLL frame it may carry (clause 8, XLL common
// header) with a DTS:X extension after its audio data, and the chunks of a DTS-HD file (.dtshd).
import { concatBytes } from "../../io/concat-bytes";
import { bits } from "./bit-fields";

const SYNC_XLL = 0x41a29547;

/**
 * An extension substream of `size` bytes: header with static fields and one asset of `channels` channels
 * (mask `mask`), then XLL's sync word, or the whole `xll` frame when given.
 */
export function extensionSubstream(size: number, channels: number, mask: number, xll?: Uint8Array): Uint8Array {
  const fields = (headerSize: number): [number, number][] => [
    [0x64582025, 32], // SYNCEXTSSH
    [0, 8], // UserDefinedBits
    [0, 2], // nExtSSIndex
    [0, 1], // bHeaderSizeType
    [headerSize - 1, 8], // nuExtSSHeaderSize
    [size - 1, 16], // nuExtSSFsize
    [1, 1], // bStaticFieldsPresent
    [2, 2], // nuRefClockCode: 48 kHz
    [0, 3], // nuExSSFrameDurationCode: 512 samples
    [0, 1], // bTimeStampFlag
    [0, 3], // nuNumAudioPresnt - 1
    [0, 3], // nuNumAssets - 1
    [1, 1], // nuActiveExSSMask[0]
    [1, 8], // nuActiveAssetMask[0][0]
    [0, 1], // bMixMetadataEnbl
    [size - headerSize - 1, 16], // nuAssetFsize[0] - 1
    [15, 9], // nuAssetDescriptFsize - 1
    [0, 3], // nuAssetIndex
    [0, 1], // bAssetTypeDescrPresent
    [0, 1], // bLanguageDescrPresent
    [0, 1], // bInfoTextPresent
    [23, 5], // nuBitResolution - 1: 24-bit
    [12, 4], // nuMaxSampleRate: 48 kHz (Table 7-6)
    [channels - 1, 8], // nuTotalNumChs - 1
    [1, 1], // bOne2OneMapChannels2Speakers
    [0, 1], // bEmbeddedStereoFlag
    ...(channels > 6 ? ([[1, 1]] as [number, number][]) : []), // bEmbeddedSixChFlag
    [1, 1], // bSpkrMaskEnabled
    [3, 2], // nuNumBits4SAMask: 16 bits
    [mask, 16], // nuSpkrActivityMask
  ];
  const headerSize = bits(fields(0)).length + 4;
  const header = bits(fields(headerSize));
  const substream = new Uint8Array(size);
  substream.set(header);
  if (xll) substream.set(xll, headerSize);
  else new DataView(substream.buffer).setUint32(headerSize, SYNC_XLL);
  return substream;
}

/** A DTS-HD file: DTSHDHDR, AUPR-HDR (`frames` frames of 512 samples at 48 kHz) and STRMDATA. */
export function dtsHdFile(stream: Uint8Array, frames: number): Uint8Array {
  const chunk = (id: string, payload: Uint8Array | number[]) =>
    concatBytes([
      new TextEncoder().encode(id),
      new Uint8Array(
        bits([
          [0, 32],
          [payload.length, 32],
        ]),
      ),
      new Uint8Array(payload),
    ]);
  const auprHdr = bits([
    [0, 8],
    [0, 16],
    [48000, 24],
    [frames, 32],
    [512, 16],
    [0, 8],
    [frames * 512, 32],
    [0, 16],
    [0, 16],
  ]);
  return concatBytes([chunk("DTSHDHDR", new Uint8Array(16)), chunk("AUPR-HDR", auprHdr), chunk("STRMDATA", stream)]);
}

/** Sync words of the extension after the XLL audio data (as ffmpeg's libavcodec/dca_syncwords.h lists them). */
export const SYNC_DTS_X = 0x02000850;
export const SYNC_DTS_X_IMAX = 0xf14000d0;

/**
 * An XLL frame of `size` bytes (a multiple of 4): the common header (SYNCXLL, nVersion 1, nHeaderSize 16,
 * nBits4FrameFsize 16, nLLFrameSize; the rest of the 16 bytes zero), stand-in audio data, and in its last
 * 12 bytes, on a 32-bit boundary, the sync word of the extension that follows the audio data when given.
 */
export function xllFrame(size: number, extensionSync?: number): Uint8Array {
  const header = bits([
    [SYNC_XLL, 32],
    [0, 4], // nVersion - 1
    [16 - 1, 8], // nHeaderSize - 1
    [16 - 1, 5], // nBits4FrameFsize - 1
    [size - 1, 16], // nLLFrameSize - 1
  ]);
  const frame = new Uint8Array(size);
  frame.set(header);
  for (let i = 16; i < size - 12; i++) frame[i] = (i * 151) & 0x7f;
  if (extensionSync !== undefined) new DataView(frame.buffer).setUint32(size - 12, extensionSync);
  return frame;
}
