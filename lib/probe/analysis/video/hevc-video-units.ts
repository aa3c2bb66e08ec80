// HEVC (ITU-T H.265): picture parameter sets (for the slice header), prefix SEI (time_code D.2.27, captions
// in user_data_registered_itu_t_t35 D.2.6) and each picture's first slice segment: IRAP pictures start
// GOPs (IDR and BLA closed; CRA open when leading pictures follow), slice_type gives I, P or B.
import { MAX_VCL_NUT, NAL_UNIT_HEADER_BYTES, nalUnitType, PREFIX_SEI_NUT } from "../../codecs/hevc/nal-unit-types";
import { nalUnitPayloadToRbsp } from "../../codecs/nal/rbsp";
import type { PictureType } from "../gop-structure";
import type { ScannedUnit } from "../start-code-scanner";
import { hevcTimeCode, TIME_CODE } from "./hevc-time-code";
import { readSei } from "./sei-readings";
import {
  FIRST_IDR,
  FIRST_IRAP,
  firstSliceType,
  LAST_IDR,
  LAST_IRAP,
  parsePpsExtraSliceHeaderBits,
  PPS_NUT,
} from "./hevc-slice-type";
import { PictureTimestamps, type VideoAnalysisSinks, type VideoUnitReader } from "./video-unit-reader";

/** Enough for the slice segment header up to slice_type (7.3.6.1). */
const SLICE_HEADER_BYTES = 32;
const CARRIAGE = "A/53 SEI user_data_registered_itu_t_t35 (H.265)";
const SLICE_TYPES: readonly PictureType[] = ["B", "P", "I"];
/** Broken link access: BLA_W_LP, BLA_W_RADL, BLA_N_LP (Table 7-1) decode without what precedes. */
const LAST_BLA = 18;
/** PPS ids lie in 0..63 (7.4.3.3.1). */
const MAX_PPS = 64;

export class HevcVideoUnits implements VideoUnitReader {
  private readonly extraSliceHeaderBits: (number | undefined)[] = new Array(MAX_PPS);

  private readonly timestamps = new PictureTimestamps();

  constructor(private readonly sinks: VideoAnalysisSinks) {}

  unit(unit: ScannedUnit): void {
    const { bytes } = unit;
    const type = nalUnitType(bytes);
    try {
      if (type === PPS_NUT) {
        const pps = parsePpsExtraSliceHeaderBits(nalUnitPayloadToRbsp(bytes, NAL_UNIT_HEADER_BYTES));
        if (pps.pps_pic_parameter_set_id < MAX_PPS)
          this.extraSliceHeaderBits[pps.pps_pic_parameter_set_id] = pps.num_extra_slice_header_bits;
      } else if (type === PREFIX_SEI_NUT) {
        readSei(nalUnitPayloadToRbsp(bytes, NAL_UNIT_HEADER_BYTES), this.timestamps.of(unit), this.sinks, CARRIAGE, {
          payloadType: TIME_CODE,
          read: hevcTimeCode,
          source: "H.265 time_code SEI",
        });
      } else if (type <= MAX_VCL_NUT) {
        const sliceType = firstSliceType(
          nalUnitPayloadToRbsp(bytes, NAL_UNIT_HEADER_BYTES),
          type,
          (id) => this.extraSliceHeaderBits[id],
        );
        const pictureType = sliceType === undefined ? undefined : SLICE_TYPES[sliceType];
        if (!pictureType) return;
        const irap = type >= FIRST_IRAP && type <= LAST_IRAP;
        const closed = (type >= FIRST_IDR && type <= LAST_IDR) || (irap && type <= LAST_BLA);
        this.sinks.gop?.frame({
          type: pictureType,
          gopStart: irap,
          declaredClosed: closed,
          fields: false,
          pts: this.timestamps.take(unit),
        });
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }

  finish(): void {}

  /** A slice segment's header fields the pass reads lie in its first bytes. */
  bytesWanted(firstByte: number): number {
    return ((firstByte >> 1) & 0x3f) <= MAX_VCL_NUT ? SLICE_HEADER_BYTES : Number.MAX_SAFE_INTEGER;
  }
}
