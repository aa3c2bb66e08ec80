import type { BitReader } from "../../../bits/bit-reader";
import type { FrequencyBandCounts } from "./frequency-band-tables";

/** Reads past sbr_sinusoidal_coding() of ISO/IEC 14496-3 4.4.2.8 (Table 4.73): bs_add_harmonic per high-resolution band. */
export function skipSbrSinusoidalCoding(reader: BitReader, bands: FrequencyBandCounts): void {
  reader.skip(bands.N_high);
}
