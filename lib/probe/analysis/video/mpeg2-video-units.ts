// MPEG-2 video (ISO/IEC 13818-2 6.2): group_of_pictures_header (closed_gop, time_code), picture_header
// (picture_coding_type, 6.2.3), picture_coding_extension (picture_structure, 6.2.3.1), and user_data
// (6.2.2.2.2) carrying ATSC A/53 cc_data() (A/53 Part 4 6.2.2). Display order comes from the PES packets'
// PTS, or, where the container has none (MXF), from temporal_reference: a picture's place in display order
// within its GOP (6.3.9).
import { BitReader } from "../../bits/bit-reader";
import { parseGroupOfPicturesHeader, type GroupOfPicturesHeader } from "../../codecs/mp2v/group-of-pictures-header";
import { parsePictureCodingExtension } from "../../codecs/mp2v/picture-coding-extension";
import {
  EXTENSION_START_CODE,
  GROUP_START_CODE,
  PICTURE_CODING_EXTENSION_ID,
  PICTURE_START_CODE,
} from "../../codecs/mp2v/start-code-values";
import { atscCcData } from "../cc-data";
import { formatTimecode, type CodedFrame, type PictureType } from "../gop-structure";
import type { ScannedUnit } from "../start-code-scanner";
import {
  PictureTimestamps,
  type DisplayOrderSource,
  type VideoAnalysisSinks,
  type VideoUnitReader,
} from "./video-unit-reader";

const USER_DATA_START_CODE = 0xb2;
/** slice_start_code values (Table 6-1). */
const FIRST_SLICE = 0x01;
const LAST_SLICE = 0xaf;
/** picture_coding_type (Table 6-12): 1 intra, 2 predictive, 3 bidirectional. */
const PICTURE_TYPES: Record<number, PictureType> = { 1: "I", 2: "P", 3: "B" };
/** group_start_code value, time_code (25 bits), closed_gop, broken_link (6.2.2.6), padded to a byte. */
const GROUP_OF_PICTURES_HEADER_BYTES = 5;
/** picture_structure 3 is a frame picture (Table 6-14). */
const FRAME_PICTURE = 3;

export class Mpeg2VideoUnits implements VideoUnitReader {
  private gopHeader: GroupOfPicturesHeader | undefined;
  private picture: { type: PictureType | undefined; pts: number | undefined; structure: number } | undefined;
  private awaitingSecondField = false;
  /** Frames counted so far, and as many when the current GOP began: its temporal_reference 0. */
  private frames = 0;
  private gopFirstFrame = 0;

  private readonly timestamps = new PictureTimestamps();

  constructor(
    private readonly sinks: VideoAnalysisSinks,
    private readonly displayOrder: DisplayOrderSource = "pts",
  ) {}

  unit(unit: ScannedUnit): void {
    const { bytes } = unit;
    const code = bytes[0];
    if (code === undefined) return;
    try {
      // Any unit but a picture's own extensions and user data follows the picture's slices: it is complete.
      if (code !== EXTENSION_START_CODE && code !== USER_DATA_START_CODE) this.endPicture();
      if (code === GROUP_START_CODE) {
        this.gopHeader = parseGroupOfPicturesHeader(withZerosRestored(bytes, GROUP_OF_PICTURES_HEADER_BYTES));
        this.gopFirstFrame = this.frames;
        const gop = this.sinks.gop;
        if (gop && !gop.timecode) {
          const h = this.gopHeader;
          gop.timecode = {
            value: formatTimecode(
              h.time_code_hours,
              h.time_code_minutes,
              h.time_code_seconds,
              h.time_code_pictures,
              h.drop_frame_flag,
            ),
            source: "MPEG-2 group_of_pictures_header time_code",
          };
        }
      } else if (code === PICTURE_START_CODE) {
        const reader = new BitReader(bytes, 1);
        const temporal_reference = reader.u(10);
        const pts = this.displayOrder === "pts" ? this.timestamps.take(unit) : this.gopFirstFrame + temporal_reference;
        this.picture = { type: PICTURE_TYPES[reader.u(3)], pts, structure: FRAME_PICTURE };
      } else if (
        code === EXTENSION_START_CODE &&
        this.picture &&
        bytes.length > 1 &&
        new BitReader(bytes, 1).u(4) === PICTURE_CODING_EXTENSION_ID
      ) {
        this.picture.structure = parsePictureCodingExtension(bytes).picture_structure;
      } else if (code === USER_DATA_START_CODE) {
        const ccData = atscCcData(bytes, 1);
        if (ccData)
          this.sinks.captions?.ccData(ccData, "A/53 MPEG-2 user_data", this.picture?.pts ?? this.timestamps.of(unit));
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error; // a cut header: the unit is skipped
    }
  }

  finish(): void {
    this.endPicture();
  }

  /** Slices are not read: a picture's headers and user data all come before its picture_data() (6.2.2). */
  bytesWanted(firstByte: number): number {
    return firstByte >= FIRST_SLICE && firstByte <= LAST_SLICE ? 0 : Number.MAX_SAFE_INTEGER;
  }

  /** The picture is complete (a unit after its slices came: the next picture, GOP or sequence header). */
  private endPicture(): void {
    const picture = this.picture;
    this.picture = undefined;
    if (!picture?.type) return;
    const field = picture.structure !== FRAME_PICTURE;
    if (field && this.awaitingSecondField) {
      this.awaitingSecondField = false; // the second field of a frame already counted
      return;
    }
    this.awaitingSecondField = field;
    this.frames++;
    const frame: CodedFrame = { type: picture.type, gopStart: picture.type === "I", fields: field, pts: picture.pts };
    if (picture.type === "I" && this.gopHeader) {
      frame.declaredClosed = this.gopHeader.closed_gop;
      this.gopHeader = undefined;
    }
    this.sinks.gop?.frame(frame);
  }
}

/**
 * The scanner drops a unit's trailing zero bytes (they may be the next start code's prefix), but a
 * group_of_pictures_header ends on zeros whenever its time_code's last bits and broken_link are 0: the
 * header is read with those zeros put back.
 */
function withZerosRestored(unit: Uint8Array, length: number): Uint8Array {
  if (unit.length >= length) return unit;
  const whole = new Uint8Array(length);
  whole.set(unit);
  return whole;
}
