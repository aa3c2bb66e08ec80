import { BitReader } from "../../bits/bit-reader";

/** picture_coding_extension() of ISO/IEC 13818-2 6.2.3.1 (semantics 6.3.10), up to the fields a prober uses. */
export interface PictureCodingExtension {
  intra_dc_precision: number;
  picture_structure: number;
  top_field_first: boolean;
  frame_pred_frame_dct: boolean;
  concealment_motion_vectors: boolean;
  q_scale_type: boolean;
  intra_vlc_format: boolean;
  alternate_scan: boolean;
  repeat_first_field: boolean;
  chroma_420_type: boolean;
  progressive_frame: boolean;
}

/** picture_structure values, Table 6-14. */
export const TOP_FIELD = 1;
export const BOTTOM_FIELD = 2;

/** Parses a picture coding extension; `unit` starts with the extension_start_code value byte. */
export function parsePictureCodingExtension(unit: Uint8Array): PictureCodingExtension {
  const reader = new BitReader(unit, 1);
  reader.skip(4); // extension_start_code_identifier
  reader.skip(16); // f_code[0][0], f_code[0][1], f_code[1][0], f_code[1][1]
  return {
    intra_dc_precision: reader.u(2),
    picture_structure: reader.u(2),
    top_field_first: reader.flag(),
    frame_pred_frame_dct: reader.flag(),
    concealment_motion_vectors: reader.flag(),
    q_scale_type: reader.flag(),
    intra_vlc_format: reader.flag(),
    alternate_scan: reader.flag(),
    repeat_first_field: reader.flag(),
    chroma_420_type: reader.flag(),
    progressive_frame: reader.flag(),
  };
}
