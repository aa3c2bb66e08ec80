// AV1 specification 5.5.2 color_config.
import type { BitReader } from "../../bits/bit-reader";

export interface ColorConfig {
  BitDepth: number;
  mono_chrome: boolean;
  color_description_present_flag: boolean;
  color_primaries: number;
  transfer_characteristics: number;
  matrix_coefficients: number;
  color_range: number;
  subsampling_x: number;
  subsampling_y: number;
  /** 0 unknown, 1 vertical (co-located with the left luma sample), 2 co-located with the top-left one. */
  chroma_sample_position: number;
  separate_uv_delta_q: boolean;
}

// 6.4.2: CP_BT_709, TC_SRGB, MC_IDENTITY; 2 is "unspecified".
const CP_BT_709 = 1;
const TC_SRGB = 13;
const MC_IDENTITY = 0;
const UNSPECIFIED = 2;

export function parseColorConfig(reader: BitReader, seq_profile: number): ColorConfig {
  const high_bitdepth = reader.flag();
  const BitDepth = seq_profile === 2 && high_bitdepth ? (reader.flag() ? 12 : 10) : high_bitdepth ? 10 : 8;
  const mono_chrome = seq_profile === 1 ? false : reader.flag();
  const color_description_present_flag = reader.flag();
  const [color_primaries, transfer_characteristics, matrix_coefficients] = color_description_present_flag
    ? [reader.u(8), reader.u(8), reader.u(8)]
    : [UNSPECIFIED, UNSPECIFIED, UNSPECIFIED];
  const config = {
    BitDepth,
    mono_chrome,
    color_description_present_flag,
    color_primaries,
    transfer_characteristics,
    matrix_coefficients,
  };
  if (mono_chrome) {
    return {
      ...config,
      color_range: reader.u(1),
      subsampling_x: 1,
      subsampling_y: 1,
      chroma_sample_position: 0,
      separate_uv_delta_q: false,
    };
  }
  if (color_primaries === CP_BT_709 && transfer_characteristics === TC_SRGB && matrix_coefficients === MC_IDENTITY) {
    return {
      ...config,
      color_range: 1,
      subsampling_x: 0,
      subsampling_y: 0,
      chroma_sample_position: 0,
      separate_uv_delta_q: reader.flag(),
    };
  }
  const color_range = reader.u(1);
  let subsampling_x = 1;
  let subsampling_y = 1;
  if (seq_profile === 1) {
    subsampling_x = subsampling_y = 0;
  } else if (seq_profile === 2) {
    if (BitDepth === 12) {
      subsampling_x = reader.u(1);
      subsampling_y = subsampling_x ? reader.u(1) : 0;
    } else {
      subsampling_y = 0;
    }
  }
  const chroma_sample_position = subsampling_x && subsampling_y ? reader.u(2) : 0;
  return {
    ...config,
    color_range,
    subsampling_x,
    subsampling_y,
    chroma_sample_position,
    separate_uv_delta_q: reader.flag(),
  };
}
