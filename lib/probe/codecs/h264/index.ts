// AVC, ITU-T H.264: parameter set parsers usable by every container (Annex B streams, avcC boxes, MXF).
import { headerVideoCodec } from "../codec";
import { findAvcHeaders } from "./access-unit-headers";
import { avcVideoStream } from "./video-stream";
import { countAvcFields } from "./field-count";

export { parseAvcSequenceParameterSet } from "./access-unit-headers";

export const avcCodec = headerVideoCodec("avc1", findAvcHeaders, avcVideoStream, countAvcFields);
