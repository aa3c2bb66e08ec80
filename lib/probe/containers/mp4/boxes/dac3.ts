// ETSI TS 102 366 F.4 AC3SpecificBox 'dac3': the AC-3 stream's BSI fields, so that the sample entry
// needs no bitstream.
import { BitReader } from "../../../bits/bit-reader";
import { AC3_BIT_RATES, dolbyConfigurationStream } from "../../../codecs/ac3";
import type { SampleEntryBox } from "../box-descriptor";
import { withCodecAudioFields } from "../codec-configuration";

export interface AC3SpecificBox {
  fscod: number;
  bsid: number;
  bsmod: number;
  acmod: number;
  lfeon: boolean;
  bit_rate_code: number;
}

function parseDac3(payload: Uint8Array): AC3SpecificBox {
  const reader = new BitReader(payload);
  return {
    fscod: reader.u(2),
    bsid: reader.u(5),
    bsmod: reader.u(3),
    acmod: reader.u(3),
    lfeon: reader.flag(),
    bit_rate_code: reader.u(5),
  };
}

export const dac3Box: SampleEntryBox<AC3SpecificBox> = {
  type: "dac3",
  parse: parseDac3,
  audio(stream, fields) {
    const kbps = AC3_BIT_RATES[fields.bit_rate_code];
    const configuration = { ...fields, ...(kbps && { bitRate: kbps * 1000 }) };
    return withCodecAudioFields(stream, dolbyConfigurationStream("ac-3", configuration, { type: "dac3", ...fields }));
  },
};
