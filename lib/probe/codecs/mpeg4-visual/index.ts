// MPEG-4 Visual, ISO/IEC 14496-2 (format mp4v): header parsers usable by every container. In a stream
// whose layer has no fixed VOP rate (ffmpeg's encoder writes none), the first VOPs' times give the
// frame rate, so the headers count as found only with three VOPs after the layer: in decoding order, the
// first two may be an I- and a P-VOP with B-VOPs between them in display order (ffmpeg -bf), the third
// is then the first of those.
import type { VideoCodec } from "../codec";
import { findMpeg4VisualHeaders } from "./visual-stream-headers";
import { mpeg4VisualStream } from "./video-stream";

export { findMpeg4VisualHeaders } from "./visual-stream-headers";
export { mpeg4VisualStream } from "./video-stream";

const MIN_VOPS = 3;

export const mpeg4VisualCodec: VideoCodec = {
  fourcc: "mp4v",
  parse(elementaryStream, diagnostics) {
    const headers = findMpeg4VisualHeaders(elementaryStream, diagnostics);
    if (!headers || (!headers.videoObjectLayer.fixed_vop_rate && headers.vopTimes.length < MIN_VOPS)) return undefined;
    return mpeg4VisualStream(headers);
  },
};
