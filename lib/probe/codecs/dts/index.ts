// DTS Coherent Acoustics and DTS-HD, ETSI TS 102 114 (formats dtsc, dtsh, dtsl, dtse), and DTS-UHD,
// ETSI TS 103 491 (dtsx).
import type { AudioCodec } from "../codec";
import { countWholeFrames, findSyncedFrame } from "../frame-sync";
import { dtsAudioStream, dtsHdAudioStream, dtsUhdAudioStream } from "./audio-stream";
import { parseDtsCoreFrameGroup } from "./core-frame-group";
import { parseDtsExtensionSubstreamHeader } from "./extension-substream";
import { countDtsUhdFrames, findDtsUhdSyncFrame } from "./uhd-frames";
import { parseDtsUhdMetadataChunk } from "./uhd-metadata-chunk";

export { parseDtsCoreFrameHeader } from "./core-frame-header";
export { parseDtsExtensionSubstreamHeader } from "./extension-substream";

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

/** The first core frame (with its extension substreams) confirmed by the frame after it. */
export const findDtsFrame = (bytes: Uint8Array) => findSyncedFrame(bytes, parseDtsCoreFrameGroup);

export const dtsCodec: AudioCodec = {
  fourcc: "dtsc",
  parse(elementaryStream) {
    const frame = findDtsFrame(elementaryStream);
    if (frame) return dtsAudioStream(frame.header.core, frame.header.substream);
    const substream = findSyncedFrame(elementaryStream, parseSubstreamFrame);
    if (substream) return dtsHdAudioStream(substream.header.substream);
    const uhd = findDtsUhdSyncFrame(elementaryStream);
    if (!uhd) return undefined;
    const { FTOCPayloadinBytes, metadataChunkBytes } = uhd.header;
    const metadata =
      metadataChunkBytes !== undefined
        ? parseDtsUhdMetadataChunk(elementaryStream, uhd.offset + FTOCPayloadinBytes, metadataChunkBytes)
        : undefined;
    return dtsUhdAudioStream(uhd.header, metadata);
  },
  undecided: (elementaryStream) => {
    const frame = findDtsFrame(elementaryStream);
    if (!frame) return false;
    const { runCut, substream, frameLength } = frame.header;
    // A window that ends inside a run of cores cannot tell a core-only stream from grouped DTS-HD frames,
    // nor one that ends inside the first XLL frame whether DTS:X follows its audio data.
    const xllCut = substream?.kind === "DTS-HD Master Audio" && !substream.dtsX;
    return !!runCut || (xllCut && frame.offset + frameLength > elementaryStream.length);
  },
  countWholeFrames: (payload) =>
    countWholeFrames(payload, parseDtsCoreFrameGroup) ??
    countWholeFrames(payload, parseSubstreamFrame) ??
    countDtsUhdFrames(payload),
};
