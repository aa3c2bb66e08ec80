// AVC, ITU-T H.264: parameter set parsers usable by every container (Annex B streams, avcC boxes, MXF).
import type { VideoCodec } from "../codec";
import { findAvcHeaders } from "./access-unit-headers";
import { avcVideoStream } from "./video-stream";

export { findAvcHeaders, parseAvcSequenceParameterSet, type AvcHeaders } from "./access-unit-headers";
export { avcVideoStream } from "./video-stream";
export { parseSeqParameterSet, type SeqParameterSet } from "./seq-parameter-set";
export type { VuiParameters } from "./vui-parameters";

export const avcCodec: VideoCodec = {
  fourcc: "avc1",
  parse(elementaryStream, diagnostics) {
    const headers = findAvcHeaders(elementaryStream, diagnostics);
    return headers && avcVideoStream(headers);
  },
};
