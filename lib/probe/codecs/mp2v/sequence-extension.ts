import { BitReader } from "../../bits/bit-reader";

/** sequence_extension() of ISO/IEC 13818-2 6.2.2.3 (semantics 6.3.5). */
export interface SequenceExtension {
  profile_and_level_indication: number;
  progressive_sequence: boolean;
  chroma_format: number;
  horizontal_size_extension: number;
  vertical_size_extension: number;
  bit_rate_extension: number;
  vbv_buffer_size_extension: number;
  low_delay: boolean;
  frame_rate_extension_n: number;
  frame_rate_extension_d: number;
}

/** Parses a sequence extension; `unit` starts with the extension_start_code value byte. */
export function parseSequenceExtension(unit: Uint8Array): SequenceExtension {
  const reader = new BitReader(unit, 1);
  reader.skip(4); // extension_start_code_identifier
  const profile_and_level_indication = reader.u(8);
  const progressive_sequence = reader.flag();
  const chroma_format = reader.u(2);
  const horizontal_size_extension = reader.u(2);
  const vertical_size_extension = reader.u(2);
  const bit_rate_extension = reader.u(12);
  reader.skip(1); // marker_bit
  const vbv_buffer_size_extension = reader.u(8);
  const low_delay = reader.flag();
  const frame_rate_extension_n = reader.u(2);
  const frame_rate_extension_d = reader.u(5);
  return {
    profile_and_level_indication,
    progressive_sequence,
    chroma_format,
    horizontal_size_extension,
    vertical_size_extension,
    bit_rate_extension,
    vbv_buffer_size_extension,
    low_delay,
    frame_rate_extension_n,
    frame_rate_extension_d,
  };
}
