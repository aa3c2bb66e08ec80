import { offsetIn, type FieldCount } from "../codec";
import { FieldTally } from "../field-tally";
import { startCodeUnits } from "../start-codes";
import { BOTTOM_FIELD, parsePictureCodingExtension, TOP_FIELD, type PictureCodingExtension } from "./picture-coding-extension";
import { parseSequenceExtension } from "./sequence-extension";
import { EXTENSION_START_CODE, extensionStartCodeIdentifier, PICTURE_CODING_EXTENSION_ID, PICTURE_START_CODE, SEQUENCE_EXTENSION_ID } from "./start-code-values";

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

/** Counts the pictures of a video elementary stream in fields; MPEG-1 pictures (no coding extension) are frames. */
export function countMpeg2VideoFields(bytes: Uint8Array, whole: boolean): FieldCount | undefined {
  const tally = new FieldTally();
  let progressiveSequence = false;
  for (const unit of startCodeUnits(bytes)) {
    try {
      if (unit[0] === PICTURE_START_CODE) {
        tally.begin(Math.max(0, offsetIn(bytes, unit) - 3), 2);
      } else if (unit[0] === EXTENSION_START_CODE && unit.length > 1) {
        const id = extensionStartCodeIdentifier(unit);
        if (id === SEQUENCE_EXTENSION_ID) progressiveSequence = parseSequenceExtension(unit).progressive_sequence;
        if (id === PICTURE_CODING_EXTENSION_ID) tally.setFields(fieldsOf(parsePictureCodingExtension(unit), progressiveSequence));
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return tally.result(whole, bytes.length);
}
