// HEVC, ITU-T H.265: parameter set parsers usable by every container (Annex B streams, hvcC boxes, MXF).
import type { VideoCodec } from "../codec";
import { findHevcHeaders } from "./access-unit-headers";
import { hevcVideoStream } from "./video-stream";

export {
  findHevcHeaders,
  parseHevcSequenceParameterSet,
  parseHevcVideoParameterSet,
  type HevcHeaders,
} from "./access-unit-headers";
export { hevcVideoStream } from "./video-stream";
export type { SeqParameterSet as HevcSeqParameterSet } from "./seq-parameter-set";
export type { VideoParameterSet } from "./video-parameter-set";
export type { ProfileTierLevel } from "./profile-tier-level";

export const hevcCodec: VideoCodec = {
  fourcc: "hvc1",
  parse(elementaryStream, diagnostics) {
    const headers = findHevcHeaders(elementaryStream, diagnostics);
    return headers && hevcVideoStream(headers);
  },
};
