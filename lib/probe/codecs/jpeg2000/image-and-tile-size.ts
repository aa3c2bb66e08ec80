// SIZ, the image and tile size marker segment (ISO/IEC 15444-1 A.5.1, Table A.9).
import { BitReader } from "../../bits/bit-reader";

export interface ComponentSizing {
  /** Ssiz: bit 7 = signed, bits 0-6 = bit depth − 1. */
  Ssiz: number;
  XRsiz: number;
  YRsiz: number;
}

export interface ImageAndTileSize {
  Rsiz: number;
  Xsiz: number;
  Ysiz: number;
  XOsiz: number;
  YOsiz: number;
  XTsiz: number;
  YTsiz: number;
  XTOsiz: number;
  YTOsiz: number;
  Csiz: number;
  components: ComponentSizing[];
}

/** Csiz is at most 16384 (Table A.9). */
const MAX_COMPONENTS = 16384;

export function parseImageAndTileSize(parameters: Uint8Array): ImageAndTileSize {
  const reader = new BitReader(parameters);
  const Rsiz = reader.u(16);
  const [Xsiz, Ysiz, XOsiz, YOsiz, XTsiz, YTsiz, XTOsiz, YTOsiz] = Array.from({ length: 8 }, () => reader.u(32)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const Csiz = reader.u(16);
  if (Csiz === 0 || Csiz > MAX_COMPONENTS) throw new RangeError(`SIZ: Csiz ${Csiz} is out of range`);
  const components = Array.from({ length: Csiz }, () => ({
    Ssiz: reader.u(8),
    XRsiz: reader.u(8),
    YRsiz: reader.u(8),
  }));
  // The image area lies right of and below its offset, and components are sampled every 1 to 255 samples.
  if (Xsiz <= XOsiz || Ysiz <= YOsiz)
    throw new RangeError(`SIZ: empty image area ${Xsiz}x${Ysiz} at offset ${XOsiz},${YOsiz}`);
  if (components.some((c) => c.XRsiz === 0 || c.YRsiz === 0))
    throw new RangeError("SIZ: a component with a sampling separation of 0");
  return { Rsiz, Xsiz, Ysiz, XOsiz, YOsiz, XTsiz, YTsiz, XTOsiz, YTOsiz, Csiz, components };
}

/** Bit depth of a component: (Ssiz & 0x7F) + 1 (Table A.11). */
export function componentBitDepth(component: ComponentSizing): number {
  return (component.Ssiz & 0x7f) + 1;
}
