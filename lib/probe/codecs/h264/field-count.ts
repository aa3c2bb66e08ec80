import { offsetIn, type FieldCount } from "../codec";
import { FieldTally } from "../field-tally";
import { annexBNalUnits } from "../nal/annex-b";
import { nalUnitPayloadToRbsp } from "../nal/rbsp";
import { seiMessages } from "../nal/sei-messages";
import { fieldsOfPicStruct } from "../../tables/video";
import { parseAvcSequenceParameterSet } from "./access-unit-headers";
import {
  CODED_SLICE_IDR,
  CODED_SLICE_NON_IDR,
  NAL_UNIT_HEADER_BYTES,
  nalUnitType,
  SEI,
  SEQ_PARAMETER_SET,
} from "./nal-unit-types";
import { parsePicStruct, PIC_TIMING } from "./pic-timing";
import type { SeqParameterSet } from "./seq-parameter-set";
import { parseSliceHeaderStart } from "./slice-header";

/** Bytes of a slice NAL unit that hold the slice header fields up to bottom_field_flag. */
const SLICE_HEADER_PREFIX_BYTES = 32;

/**
 * Counts the primary coded pictures of an Annex B stream (a slice with first_mb_in_slice 0 starts one,
 * 7.4.1.2.4) in fields: a field picture (field_pic_flag) shows one, a frame two, or what the pic_timing
 * SEI of its access unit says (pic_struct, Table E-6: repeated fields, frame doubling and tripling).
 */
export function countAvcFields(bytes: Uint8Array, whole: boolean): FieldCount | undefined {
  const tally = new FieldTally();
  let sps: SeqParameterSet | undefined;
  let picStruct: number | undefined;
  for (const nalUnit of annexBNalUnits(bytes)) {
    const type = nalUnitType(nalUnit);
    try {
      if (type === SEQ_PARAMETER_SET) {
        sps = parseAvcSequenceParameterSet(nalUnit);
      } else if (type === SEI && sps?.vui_parameters) {
        for (const message of seiMessages(nalUnitPayloadToRbsp(nalUnit, NAL_UNIT_HEADER_BYTES))) {
          if (message.payloadType === PIC_TIMING) picStruct = parsePicStruct(message.payload, sps.vui_parameters);
        }
      } else if ((type === CODED_SLICE_IDR || type === CODED_SLICE_NON_IDR) && sps) {
        const header = nalUnitPayloadToRbsp(nalUnit.subarray(0, SLICE_HEADER_PREFIX_BYTES), NAL_UNIT_HEADER_BYTES);
        const slice = parseSliceHeaderStart(header, sps);
        if (slice.first_mb_in_slice !== 0) continue;
        const fields = slice.field_pic_flag ? 1 : picStruct !== undefined ? fieldsOfPicStruct(picStruct) : 2;
        tally.begin(offsetIn(bytes, nalUnit), fields);
        picStruct = undefined;
      }
    } catch (error) {
      // A damaged NAL unit is skipped: the pictures around it still count.
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return tally.result(whole, bytes.length);
}
