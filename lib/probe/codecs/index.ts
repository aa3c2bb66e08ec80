// Every codec header parser, for containers to pick by stream type, registration or four-character code.
export { mpeg2VideoCodec } from "./mp2v";
export { avcCodec } from "./h264";
export { hevcCodec } from "./hevc";
export { jpeg2000Codec } from "./jpeg2000";
export { mpegAudioCodec } from "./mpeg-audio";
export { aacCodec } from "./aac";
export { ac3Codec } from "./ac3";
export { smpte302mCodec } from "./s302m";
export { dtsCodec } from "./dts";
export { trueHdCodec } from "./truehd";
export { av1Codec } from "./av1";
export { mpeg4VisualCodec } from "./mpeg4-visual";
export { mpeghCodec } from "./mpegh";
