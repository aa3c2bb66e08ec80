// MPEG audio Layers I–III, ISO/IEC 11172-3 and 13818-3 (format mp2l).
import type { AudioCodec } from "../codec";
import { countWholeFrames, findSyncedFrame } from "../frame-sync";
import { mpegAudioStream } from "./audio-stream";
import { isEncoderInfoFrame } from "./encoder-info-frame";
import { parseMpegAudioFrameHeader } from "./frame-header";

export { parseMpegAudioFrameHeader } from "./frame-header";
export { mpegAudioStream } from "./audio-stream";

/** A frame's timing; an encoder's information frame holds no audio. */
function audioFrameTiming(bytes: Uint8Array, offset: number) {
  const header = parseMpegAudioFrameHeader(bytes, offset);
  return header && isEncoderInfoFrame(bytes, offset, header) ? { ...header, samplesPerFrame: 0 } : header;
}

export const mpegAudioCodec: AudioCodec = {
  fourcc: "mp2l",
  parse(elementaryStream) {
    const frame = findSyncedFrame(elementaryStream, parseMpegAudioFrameHeader);
    return frame && mpegAudioStream(frame.header);
  },
  countWholeFrames: (payload) => countWholeFrames(payload, audioFrameTiming),
};
