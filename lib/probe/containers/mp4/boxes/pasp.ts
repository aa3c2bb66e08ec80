// ISO/IEC 14496-12 12.1.4 PixelAspectRatioBox 'pasp': the pixel aspect ratio hSpacing:vSpacing.
import { BitReader } from "../../../bits/bit-reader";

export interface PixelAspectRatioBox {
  hSpacing: number;
  vSpacing: number;
}

export function parsePasp(payload: Uint8Array): PixelAspectRatioBox {
  const reader = new BitReader(payload);
  return { hSpacing: reader.u(32), vSpacing: reader.u(32) };
}
