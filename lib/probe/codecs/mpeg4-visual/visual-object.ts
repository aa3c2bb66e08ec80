import { BitReader } from "../../bits/bit-reader";

/** VisualObject() of ISO/IEC 14496-2 6.2.2 with its video_signal_type() (semantics 6.3.2). */
export interface VisualObject {
  visual_object_verid: number;
  visual_object_type: number;
  video_format?: number;
  video_range?: boolean;
  colour_primaries?: number;
  transfer_characteristics?: number;
  matrix_coefficients?: number;
}

/** visual_object_type of a video object (Table 6-5); still texture (2) also carries video_signal_type(). */
const VIDEO_ID = 1;
const STILL_TEXTURE_ID = 2;
/** Without is_visual_object_identifier, the version is 1 (6.3.2). */
const DEFAULT_VERID = 1;

/** Parses a visual object header; `unit` starts with the start code value byte. */
export function parseVisualObject(unit: Uint8Array): VisualObject {
  const reader = new BitReader(unit, 1);
  let visual_object_verid = DEFAULT_VERID;
  if (reader.flag()) {
    visual_object_verid = reader.u(4);
    reader.skip(3); // visual_object_priority
  }
  const visual_object_type = reader.u(4);
  const object: VisualObject = { visual_object_verid, visual_object_type };
  if ((visual_object_type === VIDEO_ID || visual_object_type === STILL_TEXTURE_ID) && reader.flag()) {
    // video_signal_type
    object.video_format = reader.u(3);
    object.video_range = reader.flag();
    if (reader.flag()) {
      object.colour_primaries = reader.u(8);
      object.transfer_characteristics = reader.u(8);
      object.matrix_coefficients = reader.u(8);
    }
  }
  return object;
}
