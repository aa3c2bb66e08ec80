import type { BitReader } from "../../../bits/bit-reader";
import type { FrequencyBandCounts } from "./frequency-band-tables";
import { parseSbrDtdf } from "./sbr-dtdf";
import { skipSbrEnvelope } from "./sbr-envelope";
import { parseSbrExtendedData } from "./sbr-extended-data";
import { parseSbrGrid } from "./sbr-grid";
import { skipSbrInvf } from "./sbr-invf";
import { skipSbrNoise } from "./sbr-noise";
import { skipSbrSinusoidalCoding } from "./sbr-sinusoidal-coding";

/**
 * Reads sbr_single_channel_element() of ISO/IEC 14496-3 4.4.2.8 (Table 4.66) up to its extended data;
 * returns the first bs_extension_id there (EXTENSION_ID_PS: parametric stereo).
 */
export function parseSbrSingleChannelElement(
  reader: BitReader,
  bands: FrequencyBandCounts,
  bs_amp_res: number,
): number | undefined {
  if (reader.flag()) reader.skip(4); // bs_data_extra, bs_reserved
  const grid = parseSbrGrid(reader, bs_amp_res);
  const dtdf = parseSbrDtdf(reader, grid);
  skipSbrInvf(reader, bands);
  skipSbrEnvelope(reader, grid, dtdf, bands, false);
  skipSbrNoise(reader, grid, dtdf, bands, false);
  if (reader.flag()) skipSbrSinusoidalCoding(reader, bands); // bs_add_harmonic_flag
  return parseSbrExtendedData(reader);
}
