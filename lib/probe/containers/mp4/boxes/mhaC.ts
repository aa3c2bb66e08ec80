// ISO/IEC 23008-3 20.5 MHADecoderConfigurationRecord, carried in 'mhaC' of an 'mha1'/'mha2' entry (and
// optionally of 'mhm1'/'mhm2'): its mpegh3daConfig() gives the rate and the reference layout's channels.
// referenceChannelLayout is written as the record has it; encoders do not always fill it in (libmpegh
// writes 2 for a 5.1.4 configuration), so the configuration's own SpeakerConfig3d decides.
import { BitReader } from "../../../bits/bit-reader";
import { mpeghAudioStream, parseMpegh3daConfig, type Mpegh3daConfig } from "../../../codecs/mpegh";
import type { SampleEntryBox } from "../box-descriptor";
import { withCodecAudioFields } from "../codec-configuration";

export interface MHADecoderConfigurationRecord {
  configurationVersion: number;
  mpegh3daProfileLevelIndication: number;
  referenceChannelLayout: number;
  mpegh3daConfigLength: number;
  config?: Mpegh3daConfig;
}

function parseMhaC(payload: Uint8Array, diagnostics: string[]): MHADecoderConfigurationRecord {
  const reader = new BitReader(payload);
  const record: MHADecoderConfigurationRecord = {
    configurationVersion: reader.u(8),
    mpegh3daProfileLevelIndication: reader.u(8),
    referenceChannelLayout: reader.u(8),
    mpegh3daConfigLength: reader.u(16),
  };
  try {
    record.config = parseMpegh3daConfig(payload.subarray(5, 5 + record.mpegh3daConfigLength));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    diagnostics.push(`mhaC: mpegh3daConfig is cut short (${error.message})`);
  }
  return record;
}

export const mhaCBox: SampleEntryBox<MHADecoderConfigurationRecord> = {
  type: "mhaC",
  parse: parseMhaC,
  audio(stream, { config, ...record }, { extension }) {
    extension.push({ type: "mhaC", ...record });
    return config ? withCodecAudioFields(stream, mpeghAudioStream(stream.format, config)) : stream;
  },
};
