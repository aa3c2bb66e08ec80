// 3GPP TS 26.244 6.7 AMRSpecificBox 'damr' of an AMRSampleEntry ('samr', 'sawb'). The entry's ChannelCount
// is a fixed 2 there (6.5: "shall be set to 2") while AMR and AMR-WB speech is one channel (TS 26.071,
// TS 26.171): the box's presence says so.
import { BitReader } from "../../../bits/bit-reader";
import { fourCC } from "../box-fields";
import type { SampleEntryBox } from "../box-descriptor";

export interface AMRDecSpecStruc {
  vendor: string;
  decoder_version: number;
  mode_set: number;
  mode_change_period: number;
  frames_per_sample: number;
}

function parseDamr(payload: Uint8Array): AMRDecSpecStruc {
  const reader = new BitReader(payload);
  return {
    vendor: fourCC(reader),
    decoder_version: reader.u(8),
    mode_set: reader.u(16),
    mode_change_period: reader.u(8),
    frames_per_sample: reader.u(8),
  };
}

export const damrBox: SampleEntryBox<AMRDecSpecStruc> = {
  type: "damr",
  parse: parseDamr,
  audio(stream, record, { extension }) {
    extension.push({ type: "damr", ...record });
    return { ...stream, channels: 1, label: ["C"] };
  },
};
