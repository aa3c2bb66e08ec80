// DTS Coherent Acoustics and DTS-HD, ETSI TS 102 114 (formats dtsc, dtsh, dtsl, dtse), and DTS-UHD,
// ETSI TS 103 491 (dtsx).
import type { AudioCodec } from "../codec";
import { countWholeFrames, findSyncedFrame } from "../frame-sync";
import { dtsAudioStream, dtsHdAudioStream, dtsUhdAudioStream } from "./audio-stream";
import { parseDtsCoreFrameHeader } from "./core-frame-header";
import { parseDtsExtensionSubstreamHeader } from "./extension-substream";
import { countDtsUhdFrames, findDtsUhdSyncFrame } from "./uhd-frames";

export { parseDtsCoreFrameHeader } from "./core-frame-header";
export { parseDtsExtensionSubstreamHeader } from "./extension-substream";

/** A core frame with the extension substream that follows it (ETSI TS 102 114 7.4), as one frame. */
function parseDtsFrame(bytes: Uint8Array, offset: number) {
  const core = parseDtsCoreFrameHeader(bytes, offset);
  if (!core) return undefined;
  const substream = parseDtsExtensionSubstreamHeader(bytes, offset + core.frameLength);
  return {
    core,
    substream,
    frameLength: core.frameLength + (substream?.nuExtSSFsize ?? 0),
    samplesPerFrame: core.samplesPerFrame,
    samplingRate: core.samplingRate,
  };
}

/** An extension substream standing alone, timed by its static fields (frame duration at the reference clock). */
function parseSubstreamFrame(bytes: Uint8Array, offset: number) {
  const substream = parseDtsExtensionSubstreamHeader(bytes, offset);
  const timing = substream?.staticFields;
  if (!substream || !timing?.referenceClock) return undefined;
  return {
    substream,
    frameLength: substream.nuExtSSFsize,
    samplesPerFrame: timing.frameDuration,
    samplingRate: timing.referenceClock,
  };
}

/** The first core frame (with its extension substream) confirmed by the frame after it. */
export const findDtsFrame = (bytes: Uint8Array) => findSyncedFrame(bytes, parseDtsFrame);

export const dtsCodec: AudioCodec = {
  fourcc: "dtsc",
  parse(elementaryStream) {
    const frame = findDtsFrame(elementaryStream);
    if (frame) return dtsAudioStream(frame.header.core, frame.header.substream);
    const substream = findSyncedFrame(elementaryStream, parseSubstreamFrame);
    if (substream) return dtsHdAudioStream(substream.header.substream);
    const uhd = findDtsUhdSyncFrame(elementaryStream);
    return uhd && dtsUhdAudioStream(uhd.header);
  },
  countWholeFrames: (payload) =>
    countWholeFrames(payload, parseDtsFrame) ??
    countWholeFrames(payload, parseSubstreamFrame) ??
    countDtsUhdFrames(payload),
};
