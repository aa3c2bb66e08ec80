// MPEG audio Layers I–III, ISO/IEC 11172-3 and 13818-3 (format mp2l).
import type { AudioCodec } from "../codec";
import { findSyncedFrame, wholeFramesSeconds } from "../frame-sync";
import { mpegAudioStream } from "./audio-stream";
import { parseMpegAudioFrameHeader } from "./frame-header";

export { parseMpegAudioFrameHeader, type MpegAudioFrameHeader } from "./frame-header";
export { mpegAudioStream } from "./audio-stream";

export const mpegAudioCodec: AudioCodec = {
  fourcc: "mp2l",
  parse(elementaryStream) {
    const frame = findSyncedFrame(elementaryStream, parseMpegAudioFrameHeader);
    return frame && mpegAudioStream(frame.header);
  },
  wholeFramesSeconds: (payload) => wholeFramesSeconds(payload, parseMpegAudioFrameHeader),
};
