import type { BitReader } from "../../../bits/bit-reader";

/** sbr_header() of ISO/IEC 14496-3 4.4.2.8 (Table 4.63), with the defaults 4.5.2.8.2 gives absent fields. */
export interface SbrHeader {
  bs_amp_res: number;
  bs_start_freq: number;
  bs_stop_freq: number;
  bs_xover_band: number;
  bs_freq_scale: number;
  bs_alter_scale: number;
  bs_noise_bands: number;
}

export function parseSbrHeader(reader: BitReader): SbrHeader {
  const bs_amp_res = reader.u(1);
  const bs_start_freq = reader.u(4);
  const bs_stop_freq = reader.u(4);
  const bs_xover_band = reader.u(3);
  reader.skip(2); // bs_reserved
  const bs_header_extra_1 = reader.flag();
  const bs_header_extra_2 = reader.flag();
  const header: SbrHeader = {
    bs_amp_res,
    bs_start_freq,
    bs_stop_freq,
    bs_xover_band,
    bs_freq_scale: 2,
    bs_alter_scale: 1,
    bs_noise_bands: 2,
  };
  if (bs_header_extra_1) {
    header.bs_freq_scale = reader.u(2);
    header.bs_alter_scale = reader.u(1);
    header.bs_noise_bands = reader.u(2);
  }
  if (bs_header_extra_2) reader.skip(2 + 2 + 1 + 1); // bs_limiter_bands, bs_limiter_gains, bs_interpol_freq, bs_smoothing_mode
  return header;
}
