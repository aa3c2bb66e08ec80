// Start code values (ISO/IEC 13818-2 Table 6-1) and extension_start_code_identifier (Table 6-2).
import { BitReader } from "../../bits/bit-reader";
export const PICTURE_START_CODE = 0x00;
export const SEQUENCE_HEADER_CODE = 0xb3;
export const EXTENSION_START_CODE = 0xb5;
export const GROUP_START_CODE = 0xb8;
export const SEQUENCE_END_CODE = 0xb7;
/** slice_start_code values: the slice's slice_vertical_position (6.3.16). */
export const FIRST_SLICE_START_CODE = 0x01;
export const LAST_SLICE_START_CODE = 0xaf;

/** extension_start_code_identifier: the 4 bits after an extension start code (`unit` starts at its value byte). */
export function extensionStartCodeIdentifier(unit: Uint8Array): number {
  return new BitReader(unit, 1).u(4);
}

export const SEQUENCE_EXTENSION_ID = 1;
export const SEQUENCE_DISPLAY_EXTENSION_ID = 2;
export const PICTURE_CODING_EXTENSION_ID = 8;
