// V_MS/VFW/FOURCC (Matroska codec mappings): CodecPrivate is a Video for Windows BITMAPINFOHEADER
// (Microsoft's wingdi.h: 40 bytes little-endian, then the codec's own data), whose biCompression names
// the coding by its FourCC.

export interface BitmapInfoHeader {
  biWidth: number;
  biHeight: number;
  biBitCount: number;
  biCompression: string;
  /** The bytes after the header: for MPEG-4 Visual the video object layer headers, when the muxer kept them. */
  extraData: Uint8Array;
}

const HEADER_BYTES = 40;

/** Throws a RangeError when CodecPrivate is shorter than the header. */
export function parseBitmapInfoHeader(bytes: Uint8Array): BitmapInfoHeader {
  if (bytes.length < HEADER_BYTES) throw new RangeError(`BITMAPINFOHEADER of ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const biSize = view.getUint32(0, true);
  return {
    biWidth: view.getInt32(4, true),
    biHeight: Math.abs(view.getInt32(8, true)), // negative: a top-down bitmap
    biBitCount: view.getUint16(14, true),
    biCompression: String.fromCharCode(...bytes.subarray(16, 20)),
    extraData: bytes.subarray(Math.min(Math.max(biSize, HEADER_BYTES), bytes.length)),
  };
}

/** FourCCs of codings that have a format code of their own (docs/api.md §2.5); any other FourCC is the format as written. */
export const VFW_FOURCC_FORMATS: Readonly<Record<string, string>> = {
  // MPEG-4 Visual (ISO/IEC 14496-2) as DivX, Xvid and ffmpeg write it.
  DIVX: "mp4v",
  divx: "mp4v",
  DX50: "mp4v",
  XVID: "mp4v",
  xvid: "mp4v",
  FMP4: "mp4v",
  MP4V: "mp4v",
  mp4v: "mp4v",
  H264: "avc1",
  h264: "avc1",
  X264: "avc1",
  x264: "avc1",
  AVC1: "avc1",
  avc1: "avc1",
  MJPG: "jpeg",
  MPG2: "mp2v",
  mpg2: "mp2v",
};
