import { offsetIn, type FieldCount } from "../codec";
import { FieldTally } from "../field-tally";
import { annexBNalUnits } from "../nal/annex-b";
import { nalUnitPayloadToRbsp } from "../nal/rbsp";
import { seiMessages } from "../nal/sei-messages";
import { fieldsOfPicStruct } from "../../tables/video";
import { parseHevcSequenceParameterSet } from "./access-unit-headers";
import { MAX_VCL_NUT, NAL_UNIT_HEADER_BYTES, nalUnitType, PREFIX_SEI_NUT, SPS_NUT } from "./nal-unit-types";
import { parsePicStruct, PIC_TIMING } from "./pic-timing";
import type { SeqParameterSet } from "./seq-parameter-set";

/** nuh_layer_id of the NAL unit header (7.3.1.2): only the base layer's pictures are counted. */
function nuhLayerId(nalUnit: Uint8Array): number {
  return (((nalUnit[0] ?? 0) & 1) << 5) | ((nalUnit[1] ?? 0) >> 3);
}

/**
 * Counts the pictures of an Annex B stream (first_slice_segment_in_pic_flag, the first bit of a slice
 * segment header, 7.3.6.1) in fields: pic_struct of the pic_timing SEI when sent (Table E.7), else one
 * field per picture when field_seq_flag says pictures are fields, else two.
 */
export function countHevcFields(bytes: Uint8Array, whole: boolean): FieldCount | undefined {
  const tally = new FieldTally();
  let sps: SeqParameterSet | undefined;
  let picStruct: number | undefined;
  for (const nalUnit of annexBNalUnits(bytes)) {
    const type = nalUnitType(nalUnit);
    if (nuhLayerId(nalUnit) !== 0) continue;
    try {
      if (type === SPS_NUT) {
        sps = parseHevcSequenceParameterSet(nalUnit);
      } else if (type === PREFIX_SEI_NUT && sps?.vui_parameters) {
        for (const message of seiMessages(nalUnitPayloadToRbsp(nalUnit, NAL_UNIT_HEADER_BYTES))) {
          if (message.payloadType === PIC_TIMING) picStruct = parsePicStruct(message.payload, sps.vui_parameters);
        }
      } else if (type <= MAX_VCL_NUT && sps && ((nalUnit[NAL_UNIT_HEADER_BYTES] ?? 0) & 0x80) !== 0) {
        const fields =
          picStruct !== undefined ? fieldsOfPicStruct(picStruct) : sps.vui_parameters?.field_seq_flag ? 1 : 2;
        tally.begin(offsetIn(bytes, nalUnit), fields);
        picStruct = undefined;
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return tally.result(whole, bytes.length);
}
