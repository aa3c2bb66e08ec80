// JPEG 2000, ISO/IEC 15444-1 (and the Part 15 HTJ2K capabilities): codestream main header parsers usable
// by every container (MXF ST 422 frames, MP4/MJ2 samples).
import { headerVideoCodec } from "../codec";
import { findJpeg2000Headers } from "./codestream";
import { jpeg2000VideoStream } from "./video-stream";

export { codestreamStart } from "./markers";
export { rsizProfileName } from "./profiles";

export const jpeg2000Codec = headerVideoCodec("mjp2", findJpeg2000Headers, jpeg2000VideoStream);
