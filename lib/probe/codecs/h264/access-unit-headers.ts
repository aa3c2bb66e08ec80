import { annexBNalUnits } from "../nal/annex-b";
import { nalUnitPayloadToRbsp } from "../nal/rbsp";
import { seiMessages } from "../nal/sei-messages";
import {
  CODED_SLICE_IDR,
  CODED_SLICE_NON_IDR,
  NAL_UNIT_HEADER_BYTES,
  nalUnitType,
  SEI,
  SEQ_PARAMETER_SET,
} from "./nal-unit-types";
import { parsePicStruct, PIC_TIMING } from "./pic-timing";
import { parseSeqParameterSet, type SeqParameterSet } from "./seq-parameter-set";
import { parseSliceHeaderStart, type SliceHeaderStart } from "./slice-header";

/** What the first access unit with an SPS tells: the SPS, and how its first picture is structured. */
export interface AvcHeaders {
  sps: SeqParameterSet;
  /** pic_struct of the first pic_timing SEI (Table D-1), when the SPS says it is sent. */
  picStruct?: number;
  firstSlice?: SliceHeaderStart;
}

/** Finds the first SPS of an Annex B byte stream and the SEI and slice header that follow it. */
export function findAvcHeaders(bytes: Uint8Array, diagnostics: string[]): AvcHeaders | undefined {
  let headers: AvcHeaders | undefined;
  for (const nalUnit of annexBNalUnits(bytes)) {
    const type = nalUnitType(nalUnit);
    try {
      if (type === SEQ_PARAMETER_SET && !headers) {
        headers = { sps: parseAvcSequenceParameterSet(nalUnit) };
      } else if (type === SEI && headers?.sps.vui_parameters && headers.picStruct === undefined) {
        for (const message of seiMessages(nalUnitPayloadToRbsp(nalUnit, NAL_UNIT_HEADER_BYTES))) {
          if (message.payloadType === PIC_TIMING)
            headers.picStruct = parsePicStruct(message.payload, headers.sps.vui_parameters);
        }
      } else if ((type === CODED_SLICE_IDR || type === CODED_SLICE_NON_IDR) && headers) {
        headers.firstSlice = parseSliceHeaderStart(nalUnitPayloadToRbsp(nalUnit, NAL_UNIT_HEADER_BYTES), headers.sps);
        return headers;
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(`H.264: NAL unit of type ${type} is truncated or malformed (${error.message})`);
      if (headers) return headers;
    }
  }
  return headers;
}

/** Parses a whole SPS NAL unit, header byte included (as in an avcC box's sequenceParameterSetNALUnit). */
export function parseAvcSequenceParameterSet(nalUnit: Uint8Array): SeqParameterSet {
  return parseSeqParameterSet(nalUnitPayloadToRbsp(nalUnit, NAL_UNIT_HEADER_BYTES));
}
