import { BitReader } from "../../bits/bit-reader";

/** One sei_message() of an SEI RBSP: payloadType and the payload bytes (ITU-T H.264 7.3.2.3.1, H.265 7.3.5). */
export interface SeiMessage {
  payloadType: number;
  payload: Uint8Array;
}

/** The messages of sei_rbsp() (H.264 7.3.2.3, H.265 7.3.2.4); stops at rbsp_trailing_bits or at damage. */
export function* seiMessages(rbsp: Uint8Array): Generator<SeiMessage> {
  const reader = new BitReader(rbsp);
  // more_rbsp_data(): a message needs at least its two header bytes before the 0x80 trailing byte.
  while (reader.bitsLeft >= 3 * 8) {
    const payloadType = readFfCodedValue(reader);
    const payloadSize = readFfCodedValue(reader);
    const start = reader.bytePosition;
    if (start + payloadSize > rbsp.length) return;
    yield { payloadType, payload: rbsp.subarray(start, start + payloadSize) };
    reader.skip(payloadSize * 8);
  }
}

/** payloadType and payloadSize: a run of 0xFF bytes (each adding 255) and a last byte (7.3.2.3.1). */
function readFfCodedValue(reader: BitReader): number {
  let value = 0;
  let byte = reader.u(8);
  while (byte === 0xff) {
    value += 255;
    byte = reader.u(8);
  }
  return value + byte;
}
