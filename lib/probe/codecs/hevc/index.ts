// HEVC, ITU-T H.265: parameter set parsers usable by every container (Annex B streams, hvcC boxes, MXF).
import { headerVideoCodec } from "../codec";
import { findHevcHeaders } from "./access-unit-headers";
import { hevcVideoStream } from "./video-stream";
import { countHevcFields } from "./field-count";

export { parseHevcSequenceParameterSet, parseHevcVideoParameterSet } from "./access-unit-headers";

export const hevcCodec = headerVideoCodec("hvc1", findHevcHeaders, hevcVideoStream, countHevcFields);
