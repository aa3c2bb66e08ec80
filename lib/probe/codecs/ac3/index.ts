// AC-3 and E-AC-3, ATSC A/52 (and its Annex E): one parser for both, told apart by bsid (A/52 E.2.3.1.6).
import type { AudioCodec } from "../codec";
import { countWholeFrames, findSyncedFrame, type FrameCount } from "../frame-sync";
import { ac3AudioStream, eac3AudioStream } from "./audio-stream";
import { parseEac3SyncFrame, type Eac3SyncFrame } from "./eac3-syncframe";
import { parseAc3SyncFrame } from "./syncframe";

export { dolbyConfigurationStream } from "./audio-stream";
export { BIT_RATES as AC3_BIT_RATES } from "./syncframe";

/**
 * The first AC-3 or E-AC-3 frame, whichever the stream holds: containers label both alike (e.g. DVB's
 * AC-3 descriptors, stream_type 0x06), so the bitstream decides.
 */
function parseDolbyDigital(elementaryStream: Uint8Array) {
  const eac3 = findSyncedFrame(elementaryStream, parseEac3SyncFrame);
  const ac3 = findSyncedFrame(elementaryStream, parseAc3SyncFrame);
  if (eac3 && (!ac3 || eac3.offset < ac3.offset))
    return eac3AudioStream(eac3.header, dependentSubstreams(elementaryStream, eac3.offset));
  return ac3 && ac3AudioStream(ac3.header);
}

/**
 * The dependent substreams that follow an independent substream 0 frame, before the next frame of
 * independent substream 0: they carry the program's channels beyond its own (A/52 E.3.8).
 */
function dependentSubstreams(bytes: Uint8Array, first: number): Eac3SyncFrame[] {
  const dependents: Eac3SyncFrame[] = [];
  let offset = first + (parseEac3SyncFrame(bytes, first)?.frameLength ?? bytes.length);
  // Each step advances by a frame length of at least two bytes, so the walk ends within `bytes`.
  for (let frame = parseEac3SyncFrame(bytes, offset); frame?.strmtyp === 1; frame = parseEac3SyncFrame(bytes, offset)) {
    dependents.push(frame);
    offset += frame.frameLength;
  }
  return dependents;
}

/**
 * An E-AC-3 frame's timing: only independent substream 0 advances time; dependent substreams (strmtyp 1)
 * and further independent substreams (substreamid > 0) carry other channels or programs over the same
 * blocks (A/52 E.2.3.1.1-2).
 */
function eac3FrameTiming(bytes: Uint8Array, offset: number) {
  const frame = parseEac3SyncFrame(bytes, offset);
  return frame && (frame.strmtyp === 1 || frame.substreamid !== 0 ? { ...frame, samplesPerFrame: 0 } : frame);
}

/**
 * Both syntaxes are tried: a syncword inside one's frame data can look like the other's frame header
 * (a false E-AC-3 header in AC-3 data, unconfirmed, yields no whole frame), so the walk that counts
 * more frames is the stream's.
 */
function countDolbyDigitalFrames(payload: Uint8Array): FrameCount | undefined {
  const eac3 = countWholeFrames(payload, eac3FrameTiming);
  const ac3 = countWholeFrames(payload, parseAc3SyncFrame);
  return ac3 && (!eac3 || ac3.frames > eac3.frames) ? ac3 : eac3;
}

export const ac3Codec: AudioCodec = {
  fourcc: "ac-3",
  parse: parseDolbyDigital,
  countWholeFrames: countDolbyDigitalFrames,
};
export const eac3Codec: AudioCodec = {
  fourcc: "ec-3",
  parse: parseDolbyDigital,
  countWholeFrames: countDolbyDigitalFrames,
};
