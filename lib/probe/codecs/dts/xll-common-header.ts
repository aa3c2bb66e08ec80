// The lossless extension (XLL, DTS-HD Master Audio) frame of an extension substream: its common header
// (ETSI TS 102 114 clause 8, "XLL common header": SYNCXLL 0x41A29547, nVersion, nHeaderSize,
// nBits4FrameFsize, nLLFrameSize) gives the frame's size. DTS:X rides inside that frame: after the XLL
// audio data, at the next 32-bit boundary, an extension that starts with its own sync word — 0x02000850
// for DTS:X, 0xF14000D0 (its last bit free) for DTS:X IMAX. ffmpeg's DCA decoder (libavcodec/dca_xll.c,
// the profiles "DTS-HD MA + DTS:X" and "DTS-HD MA + DTS:X IMAX") reads it there; without decoding the
// audio data, the 32-bit words of the frame past its common header are searched for it.
import { BitReader } from "../../bits/bit-reader";

export const SYNC_XLL = 0x41a29547;
const SYNC_DTS_X = 0x02000850;
/** DTS:X IMAX's sync word without its last bit (0xF14000D0 and 0xF14000D1). */
const SYNC_DTS_X_IMAX_HIGH_BITS = 0xf14000d0 >>> 1;

export type DtsXKind = "DTS:X" | "DTS:X IMAX";

export interface XllCommonHeader {
  nVersion: number;
  nHeaderSize: number;
  nBits4FrameFsize: number;
  /** Bytes of the XLL frame, from its sync word. */
  nLLFrameSize: number;
}

/** The XLL common header at `offset` up to the frame size; undefined where SYNCXLL is not. */
export function parseXllCommonHeader(bytes: Uint8Array, offset: number): XllCommonHeader | undefined {
  const r = new BitReader(bytes.subarray(offset, offset + 12));
  if (r.bitsLeft < 32 || r.u(32) !== SYNC_XLL) return undefined;
  try {
    const nVersion = r.u(4) + 1;
    const nHeaderSize = r.u(8) + 1;
    const nBits4FrameFsize = r.u(5) + 1;
    const nLLFrameSize = r.u(nBits4FrameFsize) + 1;
    return nLLFrameSize > nHeaderSize ? { nVersion, nHeaderSize, nBits4FrameFsize, nLLFrameSize } : undefined;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return undefined;
  }
}

/** The DTS:X extension inside the XLL frame at `offset`, by its sync word on a 32-bit boundary of the frame. */
export function findDtsXExtension(bytes: Uint8Array, offset: number, header: XllCommonHeader): DtsXKind | undefined {
  const end = Math.min(bytes.length, offset + header.nLLFrameSize);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = offset + Math.ceil(header.nHeaderSize / 4) * 4; at + 4 <= end; at += 4) {
    const word = view.getUint32(at);
    if (word === SYNC_DTS_X) return "DTS:X";
    if (word >>> 1 === SYNC_DTS_X_IMAX_HIGH_BITS) return "DTS:X IMAX";
  }
  return undefined;
}
