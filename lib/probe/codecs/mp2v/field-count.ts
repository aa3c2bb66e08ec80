import { offsetIn, type FieldCount } from "../codec";
import { FieldTally } from "../field-tally";
import { startCodeUnits } from "../start-codes";
import {
  BOTTOM_FIELD,
  parsePictureCodingExtension,
  TOP_FIELD,
  type PictureCodingExtension,
} from "./picture-coding-extension";
import { parseSequenceExtension } from "./sequence-extension";
import { parseSequenceHeader } from "./sequence-header";
import {
  EXTENSION_START_CODE,
  extensionStartCodeIdentifier,
  FIRST_SLICE_START_CODE,
  LAST_SLICE_START_CODE,
  PICTURE_CODING_EXTENSION_ID,
  PICTURE_START_CODE,
  SEQUENCE_END_CODE,
  SEQUENCE_EXTENSION_ID,
  SEQUENCE_HEADER_CODE,
} from "./start-code-values";

/** Above this vertical_size, slice_vertical_position_extension adds bits the start code does not show (6.3.16). */
const MAX_ROWS_IN_START_CODE_SIZE = 2800;

/**
 * Fields a picture is displayed for (ISO/IEC 13818-2 6.3.10, repeat_first_field): a field picture one; a
 * frame two, three with repeat_first_field in an interlaced sequence; in a progressive sequence a frame
 * repeated once (four fields) or twice (six, with top_field_first).
 */
function fieldsOf(picture: PictureCodingExtension, progressiveSequence: boolean): number {
  if (picture.picture_structure === TOP_FIELD || picture.picture_structure === BOTTOM_FIELD) return 1;
  if (!picture.repeat_first_field) return 2;
  if (!progressiveSequence) return 3;
  return picture.top_field_first ? 6 : 4;
}

/**
 * Macroblock rows of a picture (6.3.3, mb_height): vertical_size over 16 lines in MPEG-1 and progressive
 * sequences, twice over 32 in interlaced ones; a field picture has half as many.
 */
function macroblockRows(vertical_size: number, mpeg2: boolean, progressiveSequence: boolean, fields: number): number {
  const frameRows = !mpeg2 || progressiveSequence ? Math.ceil(vertical_size / 16) : 2 * Math.ceil(vertical_size / 32);
  return fields === 1 ? frameRows / 2 : frameRows;
}

/** Counts the pictures of a video elementary stream in fields; MPEG-1 pictures (no coding extension) are frames. */
export function countMpeg2VideoFields(bytes: Uint8Array, whole: boolean): FieldCount | undefined {
  const tally = new FieldTally();
  let progressiveSequence = false;
  let mpeg2 = false;
  let verticalSize: number | undefined;
  // The last picture: its fields and the lowest slice row it reached; a sequence_end_code after it ends it whole.
  let last = { fields: 2, row: 0, ended: false };
  for (const unit of startCodeUnits(bytes)) {
    try {
      const code = unit[0]!;
      if (code === PICTURE_START_CODE) {
        tally.begin(Math.max(0, offsetIn(bytes, unit) - 3), 2);
        last = { fields: 2, row: 0, ended: false };
      } else if (code >= FIRST_SLICE_START_CODE && code <= LAST_SLICE_START_CODE) {
        last.row = Math.max(last.row, code);
      } else if (code === SEQUENCE_END_CODE) {
        last.ended = true;
      } else if (code === SEQUENCE_HEADER_CODE) {
        verticalSize = parseSequenceHeader(unit).vertical_size_value;
      } else if (code === EXTENSION_START_CODE && unit.length > 1) {
        const id = extensionStartCodeIdentifier(unit);
        if (id === SEQUENCE_EXTENSION_ID)
          [mpeg2, progressiveSequence] = [true, parseSequenceExtension(unit).progressive_sequence];
        if (id === PICTURE_CODING_EXTENSION_ID)
          tally.setFields((last.fields = fieldsOf(parsePictureCodingExtension(unit), progressiveSequence)));
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  // A stream cut inside its last picture lacks that picture's lower slices: it is not counted.
  const lastComplete =
    last.ended ||
    verticalSize === undefined ||
    verticalSize > MAX_ROWS_IN_START_CODE_SIZE ||
    last.row >= macroblockRows(verticalSize, mpeg2, progressiveSequence, last.fields);
  return tally.result(whole, bytes.length, lastComplete);
}
