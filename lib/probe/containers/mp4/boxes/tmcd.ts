// QuickTime File Format, "Timecode sample description" 'tmcd': the counting rules of a timecode
// track, whose samples each hold a 32-bit frame number (the timecode of the first frame).
import { BitReader } from "../../../bits/bit-reader";
import type { LeafBox } from "../box-descriptor";
import { readSampleEntryHeader } from "./sample-entry";

export interface TimecodeSampleEntry {
  /** Drop frame 0x1, 24-hour max 0x2, negative times OK 0x4, counter 0x8. */
  flags: number;
  timescale: number;
  frameDuration: number;
  numberOfFrames: number;
}

export const TIMECODE_DROP_FRAME = 0x1;
export const TIMECODE_COUNTER = 0x8;

/** SampleEntry header, reserved, flags, timescale, frameDuration, numberOfFrames. */
const TMCD_BYTES = 8 + 4 + 4 + 4 + 4 + 1;

function parseTimecodeSampleEntry(payload: Uint8Array): TimecodeSampleEntry {
  const reader = new BitReader(payload);
  readSampleEntryHeader(reader);
  reader.skip(32); // reserved
  return { flags: reader.u(32), timescale: reader.u(32), frameDuration: reader.u(32), numberOfFrames: reader.u(8) };
}

/** A sample entry of 'stsd', read with the entry (the handler 'tmcd' names the track a timecode track). */
export const tmcdBox: LeafBox<TimecodeSampleEntry> = {
  types: ["tmcd"],
  parents: ["stsd"],
  bytes: TMCD_BYTES,
  parse: parseTimecodeSampleEntry,
};
