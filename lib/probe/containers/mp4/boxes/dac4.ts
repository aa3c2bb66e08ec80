// ETSI TS 103 190-2 E.5 AC4SpecificBox 'dac4': its ac4_dsi_v1 (E.6): the bitstream version, the base
// sampling frequency (fs_index: 0 → 44.1 kHz, 1 → 48 kHz), the frame rate (Table 83), and every
// presentation, each found by the pres_bytes before it (E.6.1): of a channel-coded one of
// presentation_version 1 or 2 (ac4_presentation_v1_dsi, E.6.2) its channel mode. The stream's channels are
// the most that a presentation carries (Table 78), over the entry's channelcount: a decoder renders one
// presentation, the player's choice, and a 5.1 main with a stereo alternative needs six.
import { BitReader } from "../../../bits/bit-reader";
import { rational } from "../../../rational";
import type { SampleEntryBox } from "../box-descriptor";

/** One presentation: its version, and for a channel-coded version 1 or 2 presentation its channel fields. */
export interface AC4PresentationDsi {
  presentation_version: number;
  presentation_config_v1?: number;
  dsi_presentation_ch_mode?: number;
  presentation_channel_mask_v1?: number;
}

export interface AC4DecoderSpecificInfo {
  ac4_dsi_version: number;
  bitstream_version: number;
  fs_index: number;
  frame_rate_index: number;
  n_presentations: number;
  /** The presentations in record order, as far as the record holds them. */
  presentations: AC4PresentationDsi[];
}

const SAMPLING_FREQUENCIES = [44100, 48000];
/** frame_rate_index → frames per second (TS 103 190-2 Table 83, for 48 kHz), as fractions. */
const FRAME_RATES: readonly (readonly [number, number])[] = [
  [24000, 1001],
  [24, 1],
  [25, 1],
  [30000, 1001],
  [30, 1],
  [48000, 1001],
  [48, 1],
  [50, 1],
  [60000, 1001],
  [60, 1],
  [100, 1],
  [120000, 1001],
  [120, 1],
  [375, 16],
];
/**
 * Channels of each channel mode (Table 78): mono, stereo, 3.0, 5.0, 5.1, 7.0 and 7.1 (3/4/0), 7.0 and 7.1
 * (5/2/0), 7.0 and 7.1 (3/2/2), 7.0.4, 7.1.4, 9.0.4, 9.1.4, 22.2.
 */
const CHANNEL_MODE_CHANNELS = [1, 2, 3, 5, 6, 7, 8, 7, 8, 7, 8, 11, 12, 13, 14, 24];
/** presentation_config_v1 of a presentation that carries only EMDF substreams (no channel fields follow). */
const EMDF_ONLY = 0x06;

/** ac4_presentation_v1_dsi up to presentation_channel_mask_v1; without channel fields where it is not channel coded. */
function readPresentationV1(r: BitReader, presentation_version: number): AC4PresentationDsi {
  const presentation_config_v1 = r.u(5);
  if (presentation_config_v1 === EMDF_ONLY) return { presentation_version, presentation_config_v1 };
  r.skip(3); // mdcompat
  if (r.flag()) r.skip(5); // b_presentation_id, presentation_id
  r.skip(2 + 2 + 5 + 10); // dsi_frame_rate_multiply_info, dsi_frame_rate_fraction_info, presentation_emdf_version, presentation_key_id
  if (!r.flag()) return { presentation_version, presentation_config_v1 }; // b_presentation_channel_coded
  const dsi_presentation_ch_mode = r.u(5);
  if (dsi_presentation_ch_mode >= 11 && dsi_presentation_ch_mode <= 14) r.skip(1 + 2); // pres_b_4_back_channels_present, pres_top_channel_pairs
  return {
    presentation_version,
    presentation_config_v1,
    dsi_presentation_ch_mode,
    presentation_channel_mask_v1: r.u(24),
  };
}

/** The presentations of E.6.1, each read from its own start: pres_bytes (with add_pres_bytes) gives the next one's. */
function readPresentations(reader: BitReader, n_presentations: number, presentations: AC4PresentationDsi[]): void {
  let r = reader;
  for (let i = 0; i < n_presentations; i++) {
    const presentation_version = r.u(8);
    let pres_bytes = r.u(8);
    if (pres_bytes === 255) pres_bytes += r.u(16); // add_pres_bytes
    const next = new BitReader(r.bytes, r.bytePosition + pres_bytes);
    presentations.push(
      presentation_version === 1 || presentation_version === 2
        ? readPresentationV1(r, presentation_version)
        : { presentation_version },
    );
    r = next;
  }
}

function parseDac4(payload: Uint8Array): AC4DecoderSpecificInfo {
  const r = new BitReader(payload);
  const dsi: AC4DecoderSpecificInfo = {
    ac4_dsi_version: r.u(3),
    bitstream_version: r.u(7),
    fs_index: r.u(1),
    frame_rate_index: r.u(4),
    n_presentations: r.u(9),
    presentations: [],
  };
  try {
    if (dsi.bitstream_version > 1 && r.flag()) {
      r.skip(16); // b_program_id, short_program_id
      if (r.flag()) r.skip(128); // b_uuid, program_uuid
    }
    r.skip(2 + 32 + 32); // ac4_bitrate_dsi(): bit_rate_mode, bit_rate, bit_rate_precision
    r.byteAlign();
    if (dsi.ac4_dsi_version === 1) readPresentations(r, dsi.n_presentations, dsi.presentations);
  } catch (error) {
    // A record cut within its presentations keeps its leading fields and the presentations read.
    if (!(error instanceof RangeError)) throw error;
  }
  return dsi;
}

export const dac4Box: SampleEntryBox<AC4DecoderSpecificInfo> = {
  type: "dac4",
  parse: parseDac4,
  audio(stream, dsi, { extension }) {
    const rate = FRAME_RATES[dsi.frame_rate_index];
    extension.push({
      type: "dac4",
      ...dsi,
      ...(rate && { $annotation: { frame_rate_index: `${(rate[0] / rate[1]).toFixed(3)} frames/s` } }),
    });
    const hz = SAMPLING_FREQUENCIES[dsi.fs_index]!;
    const counts = dsi.presentations.flatMap(({ dsi_presentation_ch_mode: mode }) =>
      mode === undefined ? [] : (CHANNEL_MODE_CHANNELS[mode] ?? []),
    );
    const channels = counts.length > 0 ? Math.max(...counts) : undefined;
    return {
      ...stream,
      sample_rate: rational(hz, 1),
      ...(channels && { channels }),
      properties: { ...stream.properties, Ac4BitstreamVersion: dsi.bitstream_version },
    };
  },
};
