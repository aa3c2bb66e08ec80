// VC-3 frame header (SMPTE ST 2019-1 clause 5.2): the fixed-position fields at the start of every
// compressed frame that give its raster and compression ID.
import { BitReader } from "../../bits/bit-reader";

/** Bytes of the frame header read here: up to and including the CID (offsets 0x28–0x2B). */
const FRAME_HEADER_BYTES = 0x2c;

export interface Vc3FrameHeader {
  /** Header prefix: 0x0000, the header size in bytes, then the header version (1, 2; 3 for variable-size headers). */
  header_size: number;
  header_version: number;
  /** The frame is coded as two fields (byte 5, bit 1). */
  interlaced: boolean;
  /** Active lines per field (per frame when progressive). */
  ALPF: number;
  /** Samples per line. */
  SPL: number;
  /** Sample bit depth code: 1 = 8 bits, 2 = 10 bits, 3 = 12 bits. */
  SBD: number;
  /** Compression ID. */
  CID: number;
}

/** Header versions 1 and 2 have the fixed 640-byte header; version 3 gives its size (a multiple of 4). */
const FIXED_HEADER_SIZE = 0x280;
const MAX_HEADER_SIZE = 0x2170;

export function parseFrameHeader(bytes: Uint8Array): Vc3FrameHeader | undefined {
  if (bytes.length < FRAME_HEADER_BYTES || bytes[0] !== 0 || bytes[1] !== 0) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header_size = view.getUint16(2);
  const header_version = bytes[4]!;
  const valid =
    header_version === 3
      ? header_size >= FIXED_HEADER_SIZE && header_size <= MAX_HEADER_SIZE && header_size % 4 === 0
      : (header_version === 1 || header_version === 2) && header_size === FIXED_HEADER_SIZE;
  if (!valid) return undefined;
  return {
    header_size,
    header_version,
    interlaced: interlaced(bytes),
    ALPF: view.getUint16(0x18),
    SPL: view.getUint16(0x1a),
    SBD: new BitReader(bytes, 0x21).u(3),
    CID: view.getUint32(0x28),
  };
}

/** Byte 5, bit 1: the frame is coded as two fields (clause 5.2). */
function interlaced(bytes: Uint8Array): boolean {
  const reader = new BitReader(bytes, 5);
  reader.skip(6);
  return reader.flag();
}
