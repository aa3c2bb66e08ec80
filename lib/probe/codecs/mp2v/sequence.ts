import { startCodeUnits } from "../start-codes";
import { type GroupOfPicturesHeader, parseGroupOfPicturesHeader } from "./group-of-pictures-header";
import { type PictureCodingExtension, parsePictureCodingExtension } from "./picture-coding-extension";
import { parseSequenceDisplayExtension, type SequenceDisplayExtension } from "./sequence-display-extension";
import { parseSequenceExtension, type SequenceExtension } from "./sequence-extension";
import { parseSequenceHeader, type SequenceHeader } from "./sequence-header";
import {
  EXTENSION_START_CODE,
  extensionStartCodeIdentifier,
  GROUP_START_CODE,
  PICTURE_CODING_EXTENSION_ID,
  PICTURE_START_CODE,
  SEQUENCE_DISPLAY_EXTENSION_ID,
  SEQUENCE_EXTENSION_ID,
  SEQUENCE_HEADER_CODE,
} from "./start-code-values";

/**
 * The headers of the first coded sequence (ISO/IEC 13818-2 6.2.2): a sequence header, its extensions,
 * the first GOP header and the first picture's coding extension. No sequence_extension means ISO/IEC
 * 11172-2 (MPEG-1) video (13818-2 6.1.1.6).
 */
export interface Mpeg2VideoHeaders {
  sequenceHeader: SequenceHeader;
  sequenceExtension?: SequenceExtension;
  sequenceDisplayExtension?: SequenceDisplayExtension;
  groupOfPicturesHeader?: GroupOfPicturesHeader;
  pictureCodingExtension?: PictureCodingExtension;
}

/** Finds the first sequence's headers in an elementary stream; undefined when no sequence header is there. */
export function findMpeg2VideoHeaders(bytes: Uint8Array, diagnostics: string[]): Mpeg2VideoHeaders | undefined {
  let headers: Mpeg2VideoHeaders | undefined;
  let inPicture = false;
  for (const unit of startCodeUnits(bytes)) {
    const code = unit[0];
    try {
      if (code === SEQUENCE_HEADER_CODE) {
        if (headers) continue; // a repeated sequence header before the first picture
        headers = { sequenceHeader: parseSequenceHeader(unit) };
      } else if (!headers) {
        continue;
      } else if (code === GROUP_START_CODE) {
        headers.groupOfPicturesHeader ??= parseGroupOfPicturesHeader(unit);
      } else if (code === PICTURE_START_CODE) {
        // MPEG-1 pictures carry no coding extension: the first picture ends the search (6.1.1.6).
        if (!headers.sequenceExtension) return headers;
        inPicture = true;
      } else if (code === EXTENSION_START_CODE && unit.length > 1) {
        const id = extensionStartCodeIdentifier(unit);
        if (id === SEQUENCE_EXTENSION_ID && !inPicture) headers.sequenceExtension ??= parseSequenceExtension(unit);
        if (id === SEQUENCE_DISPLAY_EXTENSION_ID && !inPicture) {
          headers.sequenceDisplayExtension ??= parseSequenceDisplayExtension(unit);
        }
        if (id === PICTURE_CODING_EXTENSION_ID && inPicture) {
          headers.pictureCodingExtension = parsePictureCodingExtension(unit);
          return headers;
        }
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(
        `MPEG-2 video: header with start code 0x${(code ?? 0).toString(16).padStart(2, "0")} is truncated`,
      );
      if (!headers) continue;
      return headers;
    }
  }
  return headers;
}
