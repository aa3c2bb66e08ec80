// HEVC, ITU-T H.265: parameter set parsers usable by every container (Annex B streams, hvcC boxes, MXF).
import { headerVideoCodec } from "../codec";
import { findHevcHeaders } from "./access-unit-headers";
import { hevcVideoStream } from "./video-stream";
import { countHevcFields } from "./field-count";

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

export const hevcCodec = headerVideoCodec("hvc1", findHevcHeaders, hevcVideoStream, countHevcFields);
