// ETSI TS 103 190-2 E.5 AC4SpecificBox 'dac4': the leading fields of its ac4_dsi_v1 (E.6): the bitstream
// version, the base sampling frequency (fs_index: 0 → 44.1 kHz, 1 → 48 kHz), the frame rate (Table 83)
// and the number of presentations. The presentations' channel modes that follow are not read: the
// entry's channelcount stands.
import { BitReader } from "../../../bits/bit-reader";
import { rational } from "../../../rational";
import type { SampleEntryBox } from "../box-descriptor";

export interface AC4DecoderSpecificInfo {
  ac4_dsi_version: number;
  bitstream_version: number;
  fs_index: number;
  frame_rate_index: number;
  n_presentations: number;
}

const SAMPLING_FREQUENCIES = [44100, 48000];
/** frame_rate_index → frames per second (TS 103 190-2 Table 83, for 48 kHz), as fractions. */
const FRAME_RATES: readonly (readonly [number, number])[] = [
  [24000, 1001], [24, 1], [25, 1], [30000, 1001], [30, 1], [48000, 1001], [48, 1], [50, 1], [60000, 1001], [60, 1], [100, 1], [120000, 1001], [120, 1], [375, 16],
];

function parseDac4(payload: Uint8Array): AC4DecoderSpecificInfo {
  const reader = new BitReader(payload);
  return { ac4_dsi_version: reader.u(3), bitstream_version: reader.u(7), fs_index: reader.u(1), frame_rate_index: reader.u(4), n_presentations: reader.u(9) };
}

export const dac4Box: SampleEntryBox<AC4DecoderSpecificInfo> = {
  type: "dac4",
  parse: parseDac4,
  audio(stream, dsi, { extension }) {
    const rate = FRAME_RATES[dsi.frame_rate_index];
    extension.push({ type: "dac4", ...dsi, ...(rate && { $annotation: { frame_rate_index: `${(rate[0] / rate[1]).toFixed(3)} frames/s` } }) });
    const hz = SAMPLING_FREQUENCIES[dsi.fs_index]!;
    return { ...stream, sample_rate: rational(hz, 1), properties: { ...stream.properties, Ac4BitstreamVersion: dsi.bitstream_version } };
  },
};
