// MPEG-2 (and MPEG-1) video, ISO/IEC 13818-2: header parsers usable by every container.
import { headerVideoCodec } from "../codec";
import { findMpeg2VideoHeaders } from "./sequence";
import { mpeg2VideoStream } from "./video-stream";
import { countMpeg2VideoFields } from "./field-count";

export { findMpeg2VideoHeaders } from "./sequence";

export const mpeg2VideoCodec = headerVideoCodec("mp2v", findMpeg2VideoHeaders, mpeg2VideoStream, countMpeg2VideoFields);
