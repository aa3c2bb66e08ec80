// ISO/IEC 14496-15 8.3.3.1 HEVCDecoderConfigurationRecord, carried in 'hvcC'.
import { BitReader } from "../../../bits/bit-reader";
import type { SampleEntryBox } from "../box-descriptor";
import { chromaAndDepth, codecVideoFields } from "../codec-configuration";

export interface HEVCDecoderConfigurationRecord {
  configurationVersion: number;
  general_profile_space: number;
  general_tier_flag: boolean;
  general_profile_idc: number;
  general_level_idc: number;
  chromaFormat: number;
  bitDepthLumaMinus8: number;
  bitDepthChromaMinus8: number;
  avgFrameRate: number;
  constantFrameRate: number;
  lengthSizeMinusOne: number;
}

export interface HevcConfiguration {
  record: HEVCDecoderConfigurationRecord;
  /** NAL units of the arrays, by nal_unit_type (32 VPS, 33 SPS, 34 PPS), header bytes included. */
  nalUnits: { nal_unit_type: number; unit: Uint8Array }[];
}

export function parseHvcC(payload: Uint8Array): HevcConfiguration {
  const reader = new BitReader(payload);
  const configurationVersion = reader.u(8);
  const general_profile_space = reader.u(2);
  const general_tier_flag = reader.flag();
  const general_profile_idc = reader.u(5);
  reader.skip(32 + 48); // general_profile_compatibility_flags, general_constraint_indicator_flags
  const general_level_idc = reader.u(8);
  reader.skip(4 + 12 + 6 + 2 + 6); // reserved, min_spatial_segmentation_idc, reserved, parallelismType, reserved
  const chromaFormat = reader.u(2);
  reader.skip(5);
  const bitDepthLumaMinus8 = reader.u(3);
  reader.skip(5);
  const bitDepthChromaMinus8 = reader.u(3);
  const avgFrameRate = reader.u(16);
  const constantFrameRate = reader.u(2);
  reader.skip(3 + 1); // numTemporalLayers, temporalIdNested
  const lengthSizeMinusOne = reader.u(2);
  const nalUnits: HevcConfiguration["nalUnits"] = [];
  const numOfArrays = reader.u(8);
  for (let i = 0; i < numOfArrays; i++) {
    reader.skip(2); // array_completeness, reserved
    const nal_unit_type = reader.u(6);
    const numNalus = reader.u(16);
    for (let j = 0; j < numNalus; j++) {
      const length = reader.u(16);
      const start = reader.bytePosition;
      reader.skip(length * 8);
      nalUnits.push({ nal_unit_type, unit: payload.subarray(start, start + length) });
    }
  }
  return {
    record: {
      configurationVersion,
      general_profile_space,
      general_tier_flag,
      general_profile_idc,
      general_level_idc,
      chromaFormat,
      bitDepthLumaMinus8,
      bitDepthChromaMinus8,
      avgFrameRate,
      constantFrameRate,
      lengthSizeMinusOne,
    },
    nalUnits,
  };
}

export const hvcCBox: SampleEntryBox<HevcConfiguration> = {
  type: "hvcC",
  parse: parseHvcC,
  videoConfiguration(stream, { record, nalUnits }, { extension, diagnostics }) {
    extension.push({ type: "hvcC", ...record });
    const parameterSets = nalUnits.map((nal) => nal.unit);
    return {
      ...stream,
      ...chromaAndDepth(record.chromaFormat, record.bitDepthLumaMinus8),
      ...codecVideoFields("hvc1", parameterSets, diagnostics),
    };
  },
};
