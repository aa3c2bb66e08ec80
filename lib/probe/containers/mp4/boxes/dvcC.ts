// Dolby Vision Streams within the ISO Base Media File Format, 3.2 DOVIDecoderConfigurationRecord, carried
// in 'dvcC' (profiles up to 7), 'dvvC' (8 to 10) and 'dvwC' (11 and later) beside the base layer's avcC/hvcC/av1C.
import { BitReader } from "../../../bits/bit-reader";
import type { VideoStream } from "../../../schema";
import type { SampleEntryBox, SampleEntryContext } from "../box-descriptor";
import type { VisualSampleEntry } from "./visual-sample-entry";

export interface DOVIDecoderConfigurationRecord {
  dv_version_major: number;
  dv_version_minor: number;
  dv_profile: number;
  dv_level: number;
  rpu_present_flag: boolean;
  el_present_flag: boolean;
  bl_present_flag: boolean;
  dv_bl_signal_compatibility_id: number;
}

function parseDoviRecord(payload: Uint8Array): DOVIDecoderConfigurationRecord {
  const reader = new BitReader(payload);
  return {
    dv_version_major: reader.u(8),
    dv_version_minor: reader.u(8),
    dv_profile: reader.u(7),
    dv_level: reader.u(6),
    rpu_present_flag: reader.flag(),
    el_present_flag: reader.flag(),
    bl_present_flag: reader.flag(),
    dv_bl_signal_compatibility_id: reader.u(4),
  };
}

function withDolbyVision(type: string) {
  return (
    stream: VideoStream,
    record: DOVIDecoderConfigurationRecord,
    { extension }: SampleEntryContext<VisualSampleEntry>,
  ): VideoStream => {
    extension.push({ type, ...record });
    return {
      ...stream,
      properties: { ...stream.properties, DolbyVisionProfile: record.dv_profile, DolbyVisionLevel: record.dv_level },
    };
  };
}

const doviBox = (type: string): SampleEntryBox<DOVIDecoderConfigurationRecord> => ({
  type,
  parse: parseDoviRecord,
  video: withDolbyVision(type),
});

export const dvcCBox = doviBox("dvcC");
export const dvvCBox = doviBox("dvvC");
export const dvwCBox = doviBox("dvwC");
