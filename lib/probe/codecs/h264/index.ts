// AVC, ITU-T H.264: parameter set parsers usable by every container (Annex B streams, avcC boxes, MXF).
import { headerVideoCodec } from "../codec";
import { findAvcHeaders } from "./access-unit-headers";
import { avcVideoStream } from "./video-stream";
import { countAvcFields } from "./field-count";

export { findAvcHeaders, parseAvcSequenceParameterSet, type AvcHeaders } from "./access-unit-headers";
export { avcVideoStream } from "./video-stream";
export { parseSeqParameterSet, type SeqParameterSet } from "./seq-parameter-set";
export type { VuiParameters } from "./vui-parameters";

export const avcCodec = headerVideoCodec("avc1", findAvcHeaders, avcVideoStream, countAvcFields);
