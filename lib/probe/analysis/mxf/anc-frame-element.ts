// The frame-wrapped VBI and ANC data elements of SMPTE ST 436-1 (clause 5 VBI Line Data Table 4, clause 6
// ANC Packet Data Table 7): a count, then per line or packet its line number, wrapping type, payload sample
// coding and sample count, and the payload as an array (element count, element size, bytes padded to
// 32 bits). Both elements share this layout; an ANC element's payloads are SMPTE ST 291-1 packets.
import { BitReader } from "../../bits/bit-reader";
import { ProbeError } from "../../errors";

export interface AncElementEntry {
  line_number: number;
  wrapping_type: number;
  payload_sample_coding: number;
  payload_sample_count: number;
  /** The payload byte array (its padding included). */
  payload: Uint8Array;
}

/** Bytes of an entry before its payload: line_number 2, wrapping_type 1, coding 1, count 2, array header 8. */
const ENTRY_HEADER_BYTES = 14;

/** The entries of one VBI or ANC element's value; ProbeError when a count or array overruns the value. */
export function parseAncFrameElement(value: Uint8Array): AncElementEntry[] {
  if (value.length < 2) throw new ProbeError("unreadable", `ST 436 element of ${value.length} bytes`);
  const count = new BitReader(value).u(16);
  const entries: AncElementEntry[] = [];
  let at = 2;
  for (let index = 0; index < count; index++) {
    if (at + ENTRY_HEADER_BYTES > value.length)
      throw new ProbeError("unreadable", `ST 436 element: entry ${index + 1} of ${count} starts past its end`);
    const reader = new BitReader(value, at);
    const line_number = reader.u(16);
    const wrapping_type = reader.u(8);
    const payload_sample_coding = reader.u(8);
    const payload_sample_count = reader.u(16);
    const arrayCount = reader.u(32);
    const arrayElementSize = reader.u(32);
    const arrayBytes = arrayCount * arrayElementSize;
    at += ENTRY_HEADER_BYTES;
    if (arrayBytes > value.length - at)
      throw new ProbeError("unreadable", `ST 436 element: a payload of ${arrayBytes} bytes overruns the element`);
    const payload = value.subarray(at, at + arrayBytes);
    at += arrayBytes;
    entries.push({ line_number, wrapping_type, payload_sample_coding, payload_sample_count, payload });
  }
  return entries;
}

/** payload_sample_coding names (ST 436-1 Table 2). */
export const PAYLOAD_SAMPLE_CODINGS: Record<number, string> = {
  1: "1-bit luma",
  2: "1-bit color difference",
  3: "1-bit luma and color difference",
  4: "8-bit luma",
  5: "8-bit color difference",
  6: "8-bit luma and color difference",
  7: "10-bit luma",
  8: "10-bit color difference",
  9: "10-bit luma and color difference",
  10: "8-bit luma with parity error",
  11: "8-bit color difference with parity error",
  12: "8-bit luma and color difference with parity error",
};

/** wrapping_type names (ST 436-1 Table 3: VBI and VANC; Table 6 adds HANC, 0x11..0x14). */
export const WRAPPING_TYPES: Record<number, string> = {
  1: "interlaced or PsF frame",
  2: "field 1",
  3: "field 2",
  4: "progressive frame",
  0x11: "HANC interlaced or PsF frame",
  0x12: "HANC field 1",
  0x13: "HANC field 2",
  0x14: "HANC progressive frame",
};

/** Payload sample codings whose samples are bytes (ST 436-1 Table 2: 8-bit luma, color difference, both, with or without parity error). */
const EIGHT_BIT_CODINGS = new Set([4, 5, 6, 10, 11, 12]);

export function isEightBitCoding(payload_sample_coding: number): boolean {
  return EIGHT_BIT_CODINGS.has(payload_sample_coding);
}
