// H.264 (ITU-T H.264): sequence parameter sets (to read slice headers), SEI messages (pic_timing clock
// timestamps D.1.3, user_data_registered_itu_t_t35 captions D.1.6) and the first slice header of each
// picture (slice_type, field_pic_flag, 7.3.3). A GOP starts at each I picture: an IDR one is closed, a
// non-IDR one (a recovery point) is open when pictures after it are shown before it. Display order comes
// from the PES packets' PTS or, where the container has none, from picture order count.
import { parseAvcSequenceParameterSet } from "../../codecs/h264/access-unit-headers";
import {
  CODED_SLICE_IDR,
  CODED_SLICE_NON_IDR,
  NAL_UNIT_HEADER_BYTES,
  nalUnitType,
  SEI,
  SEQ_PARAMETER_SET,
} from "../../codecs/h264/nal-unit-types";
import { PIC_TIMING } from "../../codecs/h264/pic-timing";
import type { SeqParameterSet } from "../../codecs/h264/seq-parameter-set";
import { parseSliceHeaderStart } from "../../codecs/h264/slice-header";
import { nalUnitPayloadToRbsp } from "../../codecs/nal/rbsp";
import type { PictureType } from "../gop-structure";
import type { ScannedUnit } from "../start-code-scanner";
import { picTimingTimecode } from "./h264-pic-timing-clock";
import { H264PictureOrder } from "./h264-picture-order";
import { readSei } from "./sei-readings";
import {
  PictureTimestamps,
  type DisplayOrderSource,
  type VideoAnalysisSinks,
  type VideoUnitReader,
} from "./video-unit-reader";

/** slice_type % 5 (Table 7-6): P, B, I, SP, SI. */
/** Enough for first_mb_in_slice .. bottom_field_flag (7.3.3) whatever their Exp-Golomb lengths. */
const SLICE_HEADER_BYTES = 64;
const CARRIAGE = "A/53 SEI user_data_registered_itu_t_t35 (H.264)";
const SLICE_TYPES: readonly PictureType[] = ["P", "B", "I", "P", "I"];

export class H264VideoUnits implements VideoUnitReader {
  private sps: SeqParameterSet | undefined;
  /** The first field of a field pair, waiting for its second: { frame_num, bottom_field_flag }. */
  private firstField: { frame_num: number; bottom: boolean } | undefined;

  private readonly timestamps = new PictureTimestamps();
  private readonly pictureOrder: H264PictureOrder | undefined;
  /**
   * Without PTS a picture's place is known from its first slice, after its SEI: the SEI's cc_data() waits
   * for it (copied: the scanner reuses a unit's bytes).
   */
  private readonly waitingCcData: Uint8Array[] = [];
  private readonly seiSinks: Parameters<typeof readSei>[2];

  constructor(
    private readonly sinks: VideoAnalysisSinks,
    displayOrder: DisplayOrderSource = "pts",
  ) {
    this.pictureOrder = displayOrder === "bitstream" ? new H264PictureOrder() : undefined;
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
      if (type === SEQ_PARAMETER_SET) this.sps = parseAvcSequenceParameterSet(bytes);
      else if (type === SEI) {
        const vui = this.sps?.vui_parameters;
        readSei(nalUnitPayloadToRbsp(bytes, NAL_UNIT_HEADER_BYTES), this.timestamps.of(unit), this.seiSinks, CARRIAGE, {
          payloadType: PIC_TIMING,
          read: (payload) => (vui ? picTimingTimecode(payload, vui) : undefined),
          source: "H.264 pic_timing SEI clock timestamp",
        });
      } else if ((type === CODED_SLICE_IDR || type === CODED_SLICE_NON_IDR) && this.sps) {
        // The slice header's first fields lie in its first bytes: only those are unescaped.
        const idr = type === CODED_SLICE_IDR;
        const rbsp = nalUnitPayloadToRbsp(bytes, NAL_UNIT_HEADER_BYTES);
        const slice = parseSliceHeaderStart(rbsp, this.sps, this.pictureOrder ? idr : undefined);
        if (slice.first_mb_in_slice === 0) {
          const { pic_order_cnt_type, log2_max_pic_order_cnt_lsb_minus4 } = this.sps;
          const pts = this.pictureOrder
            ? this.pictureOrder.picture(
                pic_order_cnt_type,
                log2_max_pic_order_cnt_lsb_minus4,
                idr,
                bytes[0]! >> 5,
                slice.pic_order_cnt_lsb,
              )
            : this.timestamps.take(unit);
          this.picture(idr, SLICE_TYPES[slice.slice_type % 5]!, slice, pts);
          for (const ccData of this.waitingCcData.splice(0)) this.sinks.captions?.ccData(ccData, CARRIAGE, pts);
        }
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }

  finish(): void {}

  /** A slice's header fields the pass reads lie in its first bytes. */
  bytesWanted(firstByte: number): number {
    const type = firstByte & 0x1f;
    return type === CODED_SLICE_IDR || type === CODED_SLICE_NON_IDR ? SLICE_HEADER_BYTES : Number.MAX_SAFE_INTEGER;
  }

  private picture(
    idr: boolean,
    type: PictureType,
    slice: { frame_num: number; field_pic_flag: boolean; bottom_field_flag: boolean },
    pts: number | undefined,
  ): void {
    if (slice.field_pic_flag) {
      const first = this.firstField;
      if (first && first.frame_num === slice.frame_num && first.bottom !== slice.bottom_field_flag) {
        this.firstField = undefined; // the second field of a frame already counted
        return;
      }
      this.firstField = { frame_num: slice.frame_num, bottom: slice.bottom_field_flag };
    } else this.firstField = undefined;
    this.sinks.gop?.frame({
      type,
      gopStart: idr || type === "I",
      declaredClosed: idr,
      fields: slice.field_pic_flag,
      pts,
    });
  }
}
