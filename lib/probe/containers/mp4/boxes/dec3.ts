// ETSI TS 102 366 F.6 EC3SpecificBox 'dec3': the data rate and each independent substream's BSI fields.
import { BitReader } from "../../../bits/bit-reader";
import { dolbyConfigurationStream } from "../../../codecs/ac3";
import type { SampleEntryBox } from "../box-descriptor";
import { withCodecAudioFields } from "../codec-configuration";

export interface EC3IndependentSubstream {
  fscod: number;
  bsid: number;
  asvc: boolean;
  bsmod: number;
  acmod: number;
  lfeon: boolean;
  num_dep_sub: number;
  /** Channel locations of the dependent substreams (Table F.6.1), when num_dep_sub > 0. */
  chan_loc?: number;
}

export interface EC3SpecificBox {
  /** kbit/s. */
  data_rate: number;
  num_ind_sub: number;
  substreams: EC3IndependentSubstream[];
}

function parseDec3(payload: Uint8Array): EC3SpecificBox {
  const reader = new BitReader(payload);
  const data_rate = reader.u(13);
  const num_ind_sub = reader.u(3); // coded as the number of independent substreams minus one
  const substreams: EC3IndependentSubstream[] = [];
  for (let i = 0; i <= num_ind_sub; i++) {
    const fscod = reader.u(2);
    const bsid = reader.u(5);
    reader.skip(1); // reserved
    const asvc = reader.flag();
    const bsmod = reader.u(3);
    const acmod = reader.u(3);
    const lfeon = reader.flag();
    reader.skip(3); // reserved
    const num_dep_sub = reader.u(4);
    const substream: EC3IndependentSubstream = { fscod, bsid, asvc, bsmod, acmod, lfeon, num_dep_sub };
    if (num_dep_sub > 0) substream.chan_loc = reader.u(9);
    else reader.skip(1); // reserved
    substreams.push(substream);
  }
  return { data_rate, num_ind_sub, substreams };
}

/** The first independent substream describes the stream. */
export const dec3Box: SampleEntryBox<EC3SpecificBox> = {
  type: "dec3",
  parse: parseDec3,
  audio(stream, fields, { trackHeader, diagnostics }) {
    const first = fields.substreams[0];
    const configuration = first && { ...first, bitRate: fields.data_rate * 1000 };
    const result = configuration
      ? withCodecAudioFields(stream, dolbyConfigurationStream("ec-3", configuration, { type: "dec3", ...fields }))
      : stream;
    if (fields.num_ind_sub > 0)
      diagnostics.push(
        `ec-3 track ${trackHeader?.track_ID ?? "?"}: ${fields.num_ind_sub + 1} independent substreams, described by the first`,
      );
    return result;
  },
};
