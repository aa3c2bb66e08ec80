// AV1 Bitstream & Decoding Process Specification 5.3: obu_header and obu_size (leb128, 4.10.5). The
// OBUs of av1C's configOBUs, of a Matroska frame and of a low-overhead bitstream (5.2) all carry obu_size.
import { BitReader } from "../../bits/bit-reader";

export const OBU_SEQUENCE_HEADER = 1;

export interface Obu {
  obu_type: number;
  /** The OBU's payload. */
  payload: Uint8Array;
  /** Offset after the OBU. */
  end: number;
}

/** The OBU at `offset`, or undefined when its header is invalid or it runs past the bytes. */
export function readObu(bytes: Uint8Array, offset: number): Obu | undefined {
  if (offset >= bytes.length) return undefined;
  const reader = new BitReader(bytes, offset);
  if (reader.flag()) return undefined; // obu_forbidden_bit
  const obu_type = reader.u(4);
  const obu_extension_flag = reader.flag();
  const obu_has_size_field = reader.flag();
  reader.skip(1); // obu_reserved_1bit
  let at = offset + 1 + (obu_extension_flag ? 1 : 0);
  let size = bytes.length - at;
  if (obu_has_size_field) {
    const leb = leb128(bytes, at);
    if (!leb) return undefined;
    size = leb.value;
    at += leb.length;
  }
  if (at + size > bytes.length) return undefined;
  return { obu_type, payload: bytes.subarray(at, at + size), end: at + size };
}

/** 4.10.5: up to 8 bytes of 7 bits, least significant group first. */
function leb128(bytes: Uint8Array, offset: number): { value: number; length: number } | undefined {
  let value = 0;
  for (let i = 0; i < 8; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) return undefined;
    value += (byte & 0x7f) * 2 ** (7 * i);
    if (!(byte & 0x80)) return { value, length: i + 1 };
  }
  return undefined;
}
