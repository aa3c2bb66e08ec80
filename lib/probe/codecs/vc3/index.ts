// VC-3 (SMPTE ST 2019-1) as a video codec: the first frame header gives the raster, the sample bit depth
// and the compression ID, which tells DNxHR (AVdh) from DNxHD (AVdn).
import type { VideoCodec } from "../codec";
import type { VideoStream } from "../../schema";
import { compressionIdInfo } from "./compression-ids";
import { parseFrameHeader } from "./frame-header";

/** SBD codes (ST 2019-1): 1, 2, 3 → 8, 10, 12 bits per sample. */
const SAMPLE_BIT_DEPTHS: Readonly<Record<number, number>> = { 1: 8, 2: 10, 3: 12 };

export const vc3Codec: VideoCodec = {
  fourcc: "AVdn",
  parse(elementaryStream) {
    const header = parseFrameHeader(elementaryStream);
    if (!header) return undefined;
    const { fourcc, profile } = compressionIdInfo(header.CID);
    const stream: VideoStream = {
      format: fourcc,
      width: header.SPL,
      height: header.interlaced ? header.ALPF * 2 : header.ALPF,
      extension: [{ type: fourcc, ...header, ...(profile && { profile }) }],
    };
    const bitDepth = SAMPLE_BIT_DEPTHS[header.SBD];
    if (bitDepth) stream.bit_depth = bitDepth;
    return stream;
  },
};
