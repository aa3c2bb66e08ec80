// Test generator: puts SMPTE ST 436 ANC data elements into an MXF file made by ffmpeg (-f mxf), carrying
// ST 291 packets whose content a test chooses (anc-payloads.ts builds SCTE 104 messages and CEA-708
// caption distribution packets), and VBI elements. ffmpeg's OP1a writer follows each content package's system item
// with a fill KLV before the picture element (KAG alignment, ST 377-1 clause 7.1): the ANC element takes
// that fill's place with a shorter fill after it, so no byte offset of the file (partitions, index tables,
// random index pack) moves. The element then precedes the picture element, not follows it as ST 379-1
// clause 7.2 orders a content package's items; the reader does not depend on that order. Packets are
// written with an 8-bit payload sample coding, or a 10-bit one (words with parity and the checksum word).

/** ST 379-1 clause 7.1 essence element key, item type 0x17 (GC data), ST 436-1 element type 0x02 (ANC). */
const ANC_ELEMENT_KEY = [
  0x06, 0x0e, 0x2b, 0x34, 0x01, 0x02, 0x01, 0x01, 0x0d, 0x01, 0x03, 0x01, 0x17, 0x01, 0x02, 0x01,
];
/** KLV fill (ST 377-1 clause 7.1). */
const FILL_KEY = [0x06, 0x0e, 0x2b, 0x34, 0x01, 0x01, 0x01, 0x02, 0x03, 0x01, 0x02, 0x10, 0x01, 0x00, 0x00, 0x00];
const GC_PICTURE_ITEM = 0x15;
const VBI_ELEMENT_TYPE = 0x01;
/** ST 436-1 Table 2: 8-bit luma samples; wrapping type 0x01: VANC frame. */
const EIGHT_BIT_LUMA = 4;
/** ST 436-1 Table 2: 10-bit luma, color difference, luma and color difference samples. */
export const TEN_BIT_CODINGS = { luma: 7, colorDifference: 8, both: 9 } as const;
const VANC_FRAME = 1;
const KLV_HEADER = 20; // key and a 4-byte BER length

export interface AncPacketSpec {
  line: number;
  DID: number;
  SDID: number;
  UDW: Uint8Array | number[];
  /** ST 436-1 payload_sample_coding; 8-bit luma unless given. */
  coding?: number;
}

/** A VBI line (ST 436-1 clause 6, Table 4): its samples as the payload byte array holds them. */
export interface VbiLineSpec {
  line: number;
  wrapping_type: number;
  coding: number;
  sample_count: number;
  payload: number[];
}

/** A copy of `mxf` whose content packages (by edit unit, from 0) carry ANC elements with these packets. */
export function withAncElements(mxf: Uint8Array, byEditUnit: ReadonlyMap<number, AncPacketSpec[]>): Uint8Array {
  return withDataElements(mxf, byEditUnit, ANC_ELEMENT_KEY, ancFrameElement);
}

/** A copy of `mxf` whose content packages carry VBI elements (element type 0x01) with these lines. */
export function withVbiElements(mxf: Uint8Array, byEditUnit: ReadonlyMap<number, VbiLineSpec[]>): Uint8Array {
  const key = [...ANC_ELEMENT_KEY.slice(0, 14), VBI_ELEMENT_TYPE, 0x01];
  return withDataElements(mxf, byEditUnit, key, (lines) => {
    const bytes: number[] = [...u16(lines.length)];
    for (const line of lines) {
      const padded = [...line.payload, ...new Array<number>((4 - (line.payload.length % 4)) % 4).fill(0)];
      bytes.push(...u16(line.line), line.wrapping_type, line.coding, ...u16(line.sample_count));
      bytes.push(...u32(padded.length), ...u32(1), ...padded);
    }
    return Uint8Array.from(bytes);
  });
}

function withDataElements<T>(
  mxf: Uint8Array,
  byEditUnit: ReadonlyMap<number, T[]>,
  key: readonly number[],
  element: (items: T[]) => Uint8Array,
): Uint8Array {
  const out = new Uint8Array(mxf); // a copy: a Buffer's slice() would share the file's bytes
  let editUnit = -1;
  let previous: { offset: number; length: number; fill: boolean } | undefined;
  for (let at = 0; at + 17 <= out.length;) {
    const { length, size } = berLength(out, at + 16);
    const fill = sameKey(out, at, FILL_KEY, 12);
    if (isPictureElement(out, at)) {
      editUnit++;
      const packets = byEditUnit.get(editUnit);
      if (packets) {
        if (!previous?.fill) throw new Error(`edit unit ${editUnit}: no fill before its picture element`);
        writeInFill(out, previous.offset, previous.length, key, element(packets), editUnit);
      }
    }
    previous = { offset: at, length: 16 + size + length, fill };
    at += 16 + size + length;
  }
  return out;
}

/** An ANC element's value (ST 436-1 clause 6, Table 7): packet count, then per packet its header and array. */
export function ancFrameElement(packets: readonly AncPacketSpec[]): Uint8Array {
  const bytes: number[] = [...u16(packets.length)];
  for (const packet of packets) {
    const coding = packet.coding ?? EIGHT_BIT_LUMA;
    const { samples, array } = isTenBit(coding) ? tenBitPayload(packet) : eightBitPayload(packet);
    bytes.push(...u16(packet.line), VANC_FRAME, coding, ...u16(samples));
    bytes.push(...u32(array.length), ...u32(1), ...array);
  }
  return Uint8Array.from(bytes);
}

/** 8-bit coding: DID, SDID, Data Count, User Data Words (no checksum), padded to 32 bits (ST 436-1 clause 4.4). */
function eightBitPayload(packet: AncPacketSpec): { samples: number; array: number[] } {
  const samples = [packet.DID, packet.SDID, packet.UDW.length, ...packet.UDW];
  return { samples: samples.length, array: [...samples, ...new Array<number>((4 - (samples.length % 4)) % 4).fill(0)] };
}

/**
 * 10-bit coding: the ST 291-1 words with parity (b8 even parity of b0-b7, b9 its complement) and the
 * checksum word (the 9-bit sum of the other words' b0-b8, b9 the complement of b8), three to a 32-bit word
 * in its high-order 30 bits (ST 436-1 clause 5.4).
 */
function tenBitPayload(packet: AncPacketSpec): { samples: number; array: number[] } {
  const words = [packet.DID, packet.SDID, packet.UDW.length, ...packet.UDW].map(withEvenParity);
  const sum = words.reduce((total, word) => total + (word & 0x1ff), 0) & 0x1ff;
  words.push(sum | ((~sum & 0x100) << 1));
  const array: number[] = [];
  for (let at = 0; at < words.length; at += 3) {
    const [a = 0, b = 0, c = 0] = words.slice(at, at + 3);
    array.push(...u32(((a << 22) | (b << 12) | (c << 2)) >>> 0));
  }
  return { samples: words.length, array };
}

function withEvenParity(byte: number): number {
  let ones = 0;
  for (let bit = 0; bit < 8; bit++) ones += (byte >> bit) & 1;
  const b8 = ones % 2;
  return byte | (b8 << 8) | ((1 - b8) << 9);
}

const isTenBit = (coding: number) => Object.values(TEN_BIT_CODINGS).includes(coding as 7);

function writeInFill(
  out: Uint8Array,
  offset: number,
  fillBytes: number,
  key: readonly number[],
  value: Uint8Array,
  editUnit: number,
): void {
  const rest = fillBytes - (KLV_HEADER + value.length) - KLV_HEADER;
  if (rest < 0) throw new Error(`edit unit ${editUnit}: an ANC element of ${value.length} bytes does not fit`);
  out.set([...key, 0x83, ...u24(value.length), ...value], offset);
  out.set([...FILL_KEY, 0x83, ...u24(rest)], offset + KLV_HEADER + value.length);
  out.fill(0, offset + 2 * KLV_HEADER + value.length, offset + fillBytes);
}

function isPictureElement(bytes: Uint8Array, at: number): boolean {
  return sameKey(bytes, at, ANC_ELEMENT_KEY, 12) && bytes[at + 12] === GC_PICTURE_ITEM;
}

/** The first `count` bytes of the key at `at` equal `key`'s, the version byte (index 7) aside (ST 298). */
function sameKey(bytes: Uint8Array, at: number, key: readonly number[], count: number): boolean {
  for (let i = 0; i < count; i++) if (i !== 7 && bytes[at + i] !== key[i]) return false;
  return true;
}

function berLength(bytes: Uint8Array, at: number): { length: number; size: number } {
  const first = bytes[at]!;
  if (first < 0x80) return { length: first, size: 1 };
  let length = 0;
  for (let i = 1; i <= (first & 0x7f); i++) length = length * 256 + bytes[at + i]!;
  return { length, size: 1 + (first & 0x7f) };
}

export const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u24 = (n: number) => [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
export const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
