import type { BitReader } from "../../../bits/bit-reader";
import type { FrequencyBandCounts } from "./frequency-band-tables";

/** Reads past sbr_invf() of ISO/IEC 14496-3 4.4.2.8 (Table 4.70): bs_invf_mode, 2 bits per noise floor band. */
export function skipSbrInvf(reader: BitReader, bands: FrequencyBandCounts): void {
  reader.skip(2 * bands.N_Q);
}
