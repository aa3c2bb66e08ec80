// ISO/IEC 14496-15 5.3.3.1 AVCDecoderConfigurationRecord, carried in 'avcC'.
import { BitReader } from "../../../bits/bit-reader";
import type { SampleEntryBox } from "../box-descriptor";
import { chromaAndDepth, codecVideoFields } from "../codec-configuration";

export interface AVCDecoderConfigurationRecord {
  configurationVersion: number;
  AVCProfileIndication: number;
  profile_compatibility: number;
  AVCLevelIndication: number;
  lengthSizeMinusOne: number;
  /** Present for profile_idc 100, 110, 122 and 144 when the record carries the extension. */
  chroma_format?: number;
  bit_depth_luma_minus8?: number;
  bit_depth_chroma_minus8?: number;
}

export interface AvcConfiguration {
  record: AVCDecoderConfigurationRecord;
  /** sequence_parameter_set NAL units, header byte included. */
  sequenceParameterSets: Uint8Array[];
}

export function parseAvcC(payload: Uint8Array): AvcConfiguration {
  const reader = new BitReader(payload);
  const record: AVCDecoderConfigurationRecord = {
    configurationVersion: reader.u(8),
    AVCProfileIndication: reader.u(8),
    profile_compatibility: reader.u(8),
    AVCLevelIndication: reader.u(8),
    lengthSizeMinusOne: (reader.skip(6), reader.u(2)),
  };
  reader.skip(3);
  const sequenceParameterSets = readParameterSets(reader, payload, reader.u(5));
  readParameterSets(reader, payload, reader.u(8)); // pictureParameterSetNALUnit: not needed
  if ([100, 110, 122, 144].includes(record.AVCProfileIndication) && reader.bitsLeft >= 32) {
    reader.skip(6);
    record.chroma_format = reader.u(2);
    reader.skip(5);
    record.bit_depth_luma_minus8 = reader.u(3);
    reader.skip(5);
    record.bit_depth_chroma_minus8 = reader.u(3);
  }
  return { record, sequenceParameterSets };
}

/** numOf…ParameterSets × {16-bit length, NAL unit}. */
function readParameterSets(reader: BitReader, payload: Uint8Array, count: number): Uint8Array[] {
  const units: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const length = reader.u(16);
    const start = reader.bytePosition;
    reader.skip(length * 8);
    units.push(payload.subarray(start, start + length));
  }
  return units;
}

export const avcCBox: SampleEntryBox<AvcConfiguration> = {
  type: "avcC",
  parse: parseAvcC,
  videoConfiguration(stream, { record, sequenceParameterSets }, { extension, diagnostics }) {
    extension.push({ type: "avcC", ...record });
    return {
      ...stream,
      ...chromaAndDepth(record.chroma_format, record.bit_depth_luma_minus8),
      ...codecVideoFields("avc1", sequenceParameterSets, diagnostics),
    };
  },
};
