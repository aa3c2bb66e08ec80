// DTS-UHD frames in a byte stream (ETSI TS 103 491 6.4): the first sync frame, whose CRC confirms it, and
// the whole frames walked from it by their FTOC chunk sizes, each timed by the last sync frame's parameters.
import type { FrameCount } from "../frame-sync";
import { parseDtsUhdFrameHeader, type DtsUhdFrameHeader } from "./uhd-frame-header";

/** First byte of the sync frame's sync word 0x40411BF2: a cheap test before the header is read. */
const SYNC_FIRST_BYTE = 0x40;

export interface LocatedDtsUhdFrame {
  offset: number;
  header: DtsUhdFrameHeader;
}

/** The first sync frame of `bytes` (its FTOC's CRC-16 checked). */
export function findDtsUhdSyncFrame(bytes: Uint8Array): LocatedDtsUhdFrame | undefined {
  for (let offset = 0; offset + 8 <= bytes.length; offset++) {
    if (bytes[offset] !== SYNC_FIRST_BYTE) continue;
    const header = parseDtsUhdFrameHeader(bytes, offset);
    if (header?.parameters) return { offset, header };
  }
  return undefined;
}

/** The whole frames from the first sync frame on; undefined without one, or when its presentation's frame length is not read. */
export function countDtsUhdFrames(bytes: Uint8Array): FrameCount | undefined {
  const first = findDtsUhdSyncFrame(bytes);
  if (!first?.header.frameLength) return undefined;
  const count: FrameCount = { frames: 0, seconds: 0, bytes: first.offset, start: first.offset };
  let parameters = first.header.parameters!;
  for (let offset = first.offset, header: DtsUhdFrameHeader | undefined = first.header; header?.frameLength;) {
    if (offset + header.frameLength > bytes.length) break;
    parameters = header.parameters ?? parameters;
    count.frames++;
    count.seconds += parameters.frameDuration / parameters.clockRate;
    offset += header.frameLength;
    count.bytes = offset;
    header = parseDtsUhdFrameHeader(bytes, offset, header.audioChunkId);
  }
  return count;
}
