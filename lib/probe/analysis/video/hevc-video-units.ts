// HEVC (ITU-T H.265): picture parameter sets (for the slice header), prefix SEI (time_code D.2.27, captions
// in user_data_registered_itu_t_t35 D.2.6) and each picture's first slice segment: IRAP pictures start
// GOPs (IDR and BLA closed; CRA open when leading pictures follow), slice_type gives I, P or B. Display
// order comes from the PES packets' PTS, or, where the container has none, from the picture order count
// (8.3.1; then the sequence parameter sets are read too).
import {
  MAX_VCL_NUT,
  NAL_UNIT_HEADER_BYTES,
  nalUnitType,
  PREFIX_SEI_NUT,
  SPS_NUT,
} from "../../codecs/hevc/nal-unit-types";
import { parseSeqParameterSet } from "../../codecs/hevc/seq-parameter-set";
import { nalUnitPayloadToRbsp } from "../../codecs/nal/rbsp";
import type { PictureType } from "../gop-structure";
import type { ScannedUnit } from "../start-code-scanner";
import { HevcPictureOrder } from "./hevc-picture-order";
import { hevcTimeCode, TIME_CODE } from "./hevc-time-code";
import { readSei } from "./sei-readings";
import {
  FIRST_IDR,
  FIRST_IRAP,
  LAST_IDR,
  LAST_IRAP,
  parseFirstSliceSegmentHeader,
  parsePpsSliceHeaderFields,
  PPS_NUT,
  type FirstSliceSegmentHeader,
  type PpsSliceHeaderFields,
  type SpsSliceHeaderFields,
} from "./hevc-slice-type";
import {
  PictureTimestamps,
  type DisplayOrderSource,
  type VideoAnalysisSinks,
  type VideoUnitReader,
} from "./video-unit-reader";

/** Enough for the slice segment header up to slice_type (7.3.6.1). */
const SLICE_HEADER_BYTES = 32;
const CARRIAGE = "A/53 SEI user_data_registered_itu_t_t35 (H.265)";
const SLICE_TYPES: readonly PictureType[] = ["B", "P", "I"];
/** Broken link access: BLA_W_LP, BLA_W_RADL, BLA_N_LP (Table 7-1) decode without what precedes. */
const LAST_BLA = 18;
/** PPS ids lie in 0..63 (7.4.3.3.1), SPS ids in 0..15 (7.4.3.2.1). */
const MAX_PPS = 64;
const MAX_SPS = 16;

export class HevcVideoUnits implements VideoUnitReader {
  private readonly ppss: (PpsSliceHeaderFields | undefined)[] = new Array(MAX_PPS);
  private readonly spss: (SpsSliceHeaderFields | undefined)[] = new Array(MAX_SPS);

  private readonly timestamps = new PictureTimestamps();
  private readonly pictureOrder: HevcPictureOrder | undefined;
  /**
   * Without PTS a picture's place is known from its first slice, after its prefix SEI: the SEI's cc_data()
   * waits for it (copied: the scanner reuses a unit's bytes).
   */
  private readonly waitingCcData: Uint8Array[] = [];
  private readonly seiSinks: Parameters<typeof readSei>[2];

  constructor(
    private readonly sinks: VideoAnalysisSinks,
    displayOrder: DisplayOrderSource = "pts",
  ) {
    this.pictureOrder = displayOrder === "bitstream" ? new HevcPictureOrder() : undefined;
    const waiting = this.waitingCcData;
    this.seiSinks =
      this.pictureOrder && sinks.captions
        ? { gop: sinks.gop, captions: { ccData: (ccData) => void waiting.push(ccData.slice()) } }
        : sinks;
  }

  unit(unit: ScannedUnit): void {
    const { bytes } = unit;
    const type = nalUnitType(bytes);
    try {
      if (type === PPS_NUT) {
        const pps = parsePpsSliceHeaderFields(nalUnitPayloadToRbsp(bytes, NAL_UNIT_HEADER_BYTES));
        if (pps.pps_pic_parameter_set_id < MAX_PPS) this.ppss[pps.pps_pic_parameter_set_id] = pps;
      } else if (type === SPS_NUT && this.pictureOrder) {
        const sps = parseSeqParameterSet(nalUnitPayloadToRbsp(bytes, NAL_UNIT_HEADER_BYTES));
        if (sps.sps_seq_parameter_set_id < MAX_SPS) this.spss[sps.sps_seq_parameter_set_id] = sps;
      } else if (type === PREFIX_SEI_NUT) {
        readSei(nalUnitPayloadToRbsp(bytes, NAL_UNIT_HEADER_BYTES), this.timestamps.of(unit), this.seiSinks, CARRIAGE, {
          payloadType: TIME_CODE,
          read: hevcTimeCode,
          source: "H.265 time_code SEI",
        });
      } else if (type <= MAX_VCL_NUT) {
        const slice = parseFirstSliceSegmentHeader(
          nalUnitPayloadToRbsp(bytes, NAL_UNIT_HEADER_BYTES),
          type,
          (id) => this.ppss[id],
          this.pictureOrder && ((id) => this.spss[id]),
        );
        const pictureType = slice === undefined ? undefined : SLICE_TYPES[slice.slice_type];
        if (!slice || !pictureType) return;
        const irap = type >= FIRST_IRAP && type <= LAST_IRAP;
        const closed = (type >= FIRST_IDR && type <= LAST_IDR) || (irap && type <= LAST_BLA);
        const pts = this.pictureOrder ? this.pictureNumber(type, closed, slice, unit) : this.timestamps.take(unit);
        this.sinks.gop?.frame({ type: pictureType, gopStart: irap, declaredClosed: closed, fields: false, pts });
        for (const ccData of this.waitingCcData.splice(0)) this.sinks.captions?.ccData(ccData, CARRIAGE, pts);
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }

  finish(): void {}

  /** The picture's place in display order from its picture order count; IDR and BLA pictures restart it. */
  private pictureNumber(
    type: number,
    restart: boolean,
    slice: FirstSliceSegmentHeader,
    unit: ScannedUnit,
  ): number | undefined {
    const pps = this.ppss[slice.slice_pic_parameter_set_id];
    const sps = pps && this.spss[pps.pps_seq_parameter_set_id];
    const TemporalId = ((unit.bytes[1] ?? 1) & 0x07) - 1; // nuh_temporal_id_plus1 − 1 (7.4.2.2)
    return this.pictureOrder!.picture(
      type,
      TemporalId,
      restart,
      sps?.log2_max_pic_order_cnt_lsb_minus4,
      slice.slice_pic_order_cnt_lsb,
    );
  }

  /** A slice segment's header fields the pass reads lie in its first bytes. */
  bytesWanted(firstByte: number): number {
    return ((firstByte >> 1) & 0x3f) <= MAX_VCL_NUT ? SLICE_HEADER_BYTES : Number.MAX_SAFE_INTEGER;
  }
}
