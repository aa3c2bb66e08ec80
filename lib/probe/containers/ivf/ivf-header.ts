// The IVF file header (libvpx/libaom's IVF container, as ffmpeg's ivfenc writes it): 32 bytes, integers
// little-endian: "DKIF", version, header size, the codec FourCC, width, height, the time base
// (denominator, numerator), the frame count. Each frame follows with a 12-byte header (size, pts).

export interface IvfHeader {
  version: number;
  headerSize: number;
  fourcc: string;
  width: number;
  height: number;
  timeBaseDenominator: number;
  timeBaseNumerator: number;
  frameCount: number;
}

const IVF_HEADER_BYTES = 32;
export const IVF_FRAME_HEADER_BYTES = 12;

export function isIvf(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x44 && head[1] === 0x4b && head[2] === 0x49 && head[3] === 0x46; // "DKIF"
}

export function parseIvfHeader(bytes: Uint8Array): IvfHeader | undefined {
  if (!isIvf(bytes) || bytes.length < IVF_HEADER_BYTES) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, IVF_HEADER_BYTES);
  const header: IvfHeader = {
    version: view.getUint16(4, true),
    headerSize: view.getUint16(6, true),
    fourcc: String.fromCharCode(...bytes.subarray(8, 12)),
    width: view.getUint16(12, true),
    height: view.getUint16(14, true),
    timeBaseDenominator: view.getUint32(16, true),
    timeBaseNumerator: view.getUint32(20, true),
    frameCount: view.getUint32(24, true),
  };
  return header.headerSize >= IVF_HEADER_BYTES ? header : undefined;
}
