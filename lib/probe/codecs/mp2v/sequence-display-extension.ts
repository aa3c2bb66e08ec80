import { BitReader } from "../../bits/bit-reader";

/** sequence_display_extension() of ISO/IEC 13818-2 6.2.2.4 (semantics 6.3.6). */
export interface SequenceDisplayExtension {
  video_format: number;
  colour_description: boolean;
  colour_primaries?: number;
  transfer_characteristics?: number;
  matrix_coefficients?: number;
  display_horizontal_size: number;
  display_vertical_size: number;
}

/** Parses a sequence display extension; `unit` starts with the extension_start_code value byte. */
export function parseSequenceDisplayExtension(unit: Uint8Array): SequenceDisplayExtension {
  const reader = new BitReader(unit, 1);
  reader.skip(4); // extension_start_code_identifier
  const video_format = reader.u(3);
  const colour_description = reader.flag();
  const colour = colour_description
    ? { colour_primaries: reader.u(8), transfer_characteristics: reader.u(8), matrix_coefficients: reader.u(8) }
    : {};
  const display_horizontal_size = reader.u(14);
  reader.skip(1); // marker_bit
  const display_vertical_size = reader.u(14);
  return { video_format, colour_description, ...colour, display_horizontal_size, display_vertical_size };
}
