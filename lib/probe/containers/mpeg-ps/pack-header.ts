// pack_header(): ISO/IEC 13818-1 2.5.3.3 (Table 2-38), and the MPEG-1 pack of ISO/IEC 11172-1 2.4.3.2.
import { BitReader } from "../../bits/bit-reader";

export const PACK_START_CODE = 0xba;

export interface PackHeader {
  /** 2 for an MPEG-2 program stream pack ('01'), 1 for an MPEG-1 system stream pack ('0010'). */
  mpegVersion: 1 | 2;
  /** 33-bit base of the system clock reference, 90 kHz. */
  system_clock_reference_base: number;
  /** In units of 50 bytes/s. */
  program_mux_rate: number;
  /** Bytes from the pack_start_code to the end of the header (stuffing included). */
  length: number;
}

function readClockBase(reader: BitReader): number {
  const high = reader.u(3);
  reader.skip(1); // marker_bit
  const middle = reader.u(15);
  reader.skip(1);
  const low = reader.u(15);
  reader.skip(1);
  return high * 2 ** 30 + middle * 2 ** 15 + low;
}

/** `bytes` starts at the pack_start_code; undefined when cut short or not a pack header. */
export function parsePackHeader(bytes: Uint8Array): PackHeader | undefined {
  if (bytes.length < 12 || bytes[3] !== PACK_START_CODE) return undefined;
  const reader = new BitReader(bytes, 4);
  const version = reader.u(2); // '01' (ISO/IEC 13818-1), or '00' of '0010' (ISO/IEC 11172-1)
  if (version === 0b01) {
    if (bytes.length < 14) return undefined;
    const system_clock_reference_base = readClockBase(reader);
    reader.skip(9 + 1); // system_clock_reference_extension, marker_bit
    const program_mux_rate = reader.u(22);
    reader.skip(2 + 5); // marker_bits, reserved
    const pack_stuffing_length = reader.u(3);
    return { mpegVersion: 2, system_clock_reference_base, program_mux_rate, length: 14 + pack_stuffing_length };
  }
  if (version !== 0b00 || reader.u(2) !== 0b10) return undefined;
  const system_clock_reference_base = readClockBase(reader);
  reader.skip(1);
  const program_mux_rate = reader.u(22);
  return { mpegVersion: 1, system_clock_reference_base, program_mux_rate, length: 12 };
}
