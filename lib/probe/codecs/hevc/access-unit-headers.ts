import { annexBNalUnits } from "../nal/annex-b";
import { nalUnitPayloadToRbsp } from "../nal/rbsp";
import { seiMessages } from "../nal/sei-messages";
import { MAX_VCL_NUT, NAL_UNIT_HEADER_BYTES, nalUnitType, PREFIX_SEI_NUT, SPS_NUT, VPS_NUT } from "./nal-unit-types";
import { parsePicStruct, PIC_TIMING } from "./pic-timing";
import { parseSeqParameterSet, type SeqParameterSet } from "./seq-parameter-set";
import { parseVideoParameterSet, type VideoParameterSet } from "./video-parameter-set";

/** The parameter sets of the first access unit that has an SPS, and its first pic_struct. */
export interface HevcHeaders {
  vps?: VideoParameterSet;
  sps: SeqParameterSet;
  /** pic_struct of the first pic_timing SEI (Table D.2), when the VUI says it is sent. */
  picStruct?: number;
}

/** Finds the first VPS and SPS of an Annex B byte stream, and the SEI before the first slice. */
export function findHevcHeaders(bytes: Uint8Array, diagnostics: string[]): HevcHeaders | undefined {
  let vps: VideoParameterSet | undefined;
  let headers: HevcHeaders | undefined;
  for (const nalUnit of annexBNalUnits(bytes)) {
    const type = nalUnitType(nalUnit);
    try {
      if (type === VPS_NUT && !vps) {
        vps = parseHevcVideoParameterSet(nalUnit);
      } else if (type === SPS_NUT && !headers) {
        headers = { vps, sps: parseHevcSequenceParameterSet(nalUnit) };
      } else if (type === PREFIX_SEI_NUT && headers?.sps.vui_parameters && headers.picStruct === undefined) {
        for (const message of seiMessages(nalUnitPayloadToRbsp(nalUnit, NAL_UNIT_HEADER_BYTES))) {
          if (message.payloadType === PIC_TIMING)
            headers.picStruct = parsePicStruct(message.payload, headers.sps.vui_parameters);
        }
      } else if (type <= MAX_VCL_NUT && headers) {
        return headers;
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(`HEVC: NAL unit of type ${type} is truncated or malformed (${error.message})`);
      if (headers) return headers;
    }
  }
  return headers;
}

/** Parses a whole VPS NAL unit, header included (as in an hvcC box's NAL unit arrays). */
export function parseHevcVideoParameterSet(nalUnit: Uint8Array): VideoParameterSet {
  return parseVideoParameterSet(nalUnitPayloadToRbsp(nalUnit, NAL_UNIT_HEADER_BYTES));
}

/** Parses a whole SPS NAL unit, header included (as in an hvcC box's NAL unit arrays). */
export function parseHevcSequenceParameterSet(nalUnit: Uint8Array): SeqParameterSet {
  return parseSeqParameterSet(nalUnitPayloadToRbsp(nalUnit, NAL_UNIT_HEADER_BYTES));
}
