// AV1 Codec ISO Media File Format Binding 2.3: AV1CodecConfigurationRecord 'av1C' (also Matroska's V_AV1
// CodecPrivate): marker, version, the sequence header's profile/level/colour summary, then configOBUs.
import type { SampleEntryBox } from "../box-descriptor";
import { av1ConfigurationFields } from "../codec-configuration";

export interface Av1CodecConfigurationRecord {
  seq_profile: number;
  seq_level_idx_0: number;
  seq_tier_0: number;
  high_bitdepth: number;
  twelve_bit: number;
  monochrome: number;
  chroma_subsampling_x: number;
  chroma_subsampling_y: number;
  chroma_sample_position: number;
  configOBUs: Uint8Array;
}

const RECORD_HEADER_BYTES = 4;

export function parseAv1C(payload: Uint8Array): Av1CodecConfigurationRecord {
  if (payload.length < RECORD_HEADER_BYTES) throw new RangeError(`av1C of ${payload.length} bytes`);
  const [first, second, third] = [payload[0]!, payload[1]!, payload[2]!];
  if (first >> 7 !== 1 || (first & 0x7f) !== 1)
    throw new RangeError(`av1C marker/version byte 0x${first.toString(16)} is not 0x81`);
  return {
    seq_profile: second >> 5,
    seq_level_idx_0: second & 0x1f,
    seq_tier_0: third >> 7,
    high_bitdepth: (third >> 6) & 1,
    twelve_bit: (third >> 5) & 1,
    monochrome: (third >> 4) & 1,
    chroma_subsampling_x: (third >> 3) & 1,
    chroma_subsampling_y: (third >> 2) & 1,
    chroma_sample_position: third & 3,
    configOBUs: payload.subarray(RECORD_HEADER_BYTES),
  };
}

export const av1CBox: SampleEntryBox<Av1CodecConfigurationRecord> = {
  type: "av1C",
  parse: parseAv1C,
  videoConfiguration: (stream, av1C, { diagnostics }) => ({ ...stream, ...av1ConfigurationFields(av1C, diagnostics) }),
};
