// MP4 (ISO/IEC 14496-12 and -14) and QuickTime movies: recognised by their first box; the parser
// (probe-movie.ts) is loaded only for a file recognised as one.
import type { ContainerFormat } from "../container-format";

/** Box types that open a file: ftyp first (ISO/IEC 14496-12 4.3), styp/sidx/moof for media segments, and QuickTime files without ftyp. */
const FIRST_BOXES: Readonly<Record<string, number>> = {
  ftyp: 100,
  styp: 95,
  moov: 90,
  moof: 90,
  sidx: 90,
  mdat: 80,
  free: 60,
  skip: 60,
  wide: 60,
  pnot: 60,
};

export const mp4Format: ContainerFormat = {
  name: "MP4/QuickTime",
  detect(head) {
    if (head.length < 8) return 0;
    const size = new DataView(head.buffer, head.byteOffset, 8).getUint32(0);
    const type = String.fromCharCode(head[4]!, head[5]!, head[6]!, head[7]!);
    const confidence = FIRST_BOXES[type] ?? 0;
    return size === 1 || size === 0 || size >= 8 ? confidence : 0;
  },
  probe: async (context) => (await import("./probe-movie")).probeMovie(context),
};
