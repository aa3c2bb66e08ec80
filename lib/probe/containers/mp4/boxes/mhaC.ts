// ISO/IEC 23008-3 20.5 MHADecoderConfigurationRecord, carried in 'mhaC' of an 'mha1'/'mha2' entry (and
// optionally of 'mhm1'/'mhm2'): its mpegh3daConfig() gives the rate and the reference layout's channels.
// referenceChannelLayout is written as the record has it; encoders do not always fill it in (libmpegh
// writes 2 for a 5.1.4 configuration), so the configuration's own SpeakerConfig3d decides.
import { BitReader } from "../../../bits/bit-reader";
import { mpegh3daConfigStream, readMpegh3daConfig } from "../../../codecs/mpegh";
import type { SampleEntryBox } from "../box-descriptor";
import { withCodecAudioFields } from "../codec-configuration";

export interface MHADecoderConfigurationRecord {
  configurationVersion: number;
  mpegh3daProfileLevelIndication: number;
  referenceChannelLayout: number;
  mpegh3daConfigLength: number;
  mpegh3daConfig: Uint8Array;
}

/** The record's header before mpegh3daConfig(). */
const HEADER_BYTES = 5;

function parseMhaC(payload: Uint8Array): MHADecoderConfigurationRecord {
  const reader = new BitReader(payload);
  const configurationVersion = reader.u(8);
  const mpegh3daProfileLevelIndication = reader.u(8);
  const referenceChannelLayout = reader.u(8);
  const mpegh3daConfigLength = reader.u(16);
  const mpegh3daConfig = payload.subarray(HEADER_BYTES, HEADER_BYTES + mpegh3daConfigLength);
  return {
    configurationVersion,
    mpegh3daProfileLevelIndication,
    referenceChannelLayout,
    mpegh3daConfigLength,
    mpegh3daConfig,
  };
}

export const mhaCBox: SampleEntryBox<MHADecoderConfigurationRecord> = {
  type: "mhaC",
  parse: parseMhaC,
  audio(stream, { mpegh3daConfig, ...record }, { extension, diagnostics }) {
    extension.push({ type: "mhaC", ...record });
    const config = readMpegh3daConfig(mpegh3daConfig, diagnostics);
    return withCodecAudioFields(stream, config && mpegh3daConfigStream(stream.format, config));
  },
};
