// ISO/IEC 14496-12 8.5.2.2 BitRateBox 'btrt'.
import { BitReader } from "../../../bits/bit-reader";

export interface BitRateBox {
  bufferSizeDB: number;
  maxBitrate: number;
  avgBitrate: number;
}

export function parseBtrt(payload: Uint8Array): BitRateBox {
  const reader = new BitReader(payload);
  return { bufferSizeDB: reader.u(32), maxBitrate: reader.u(32), avgBitrate: reader.u(32) };
}
