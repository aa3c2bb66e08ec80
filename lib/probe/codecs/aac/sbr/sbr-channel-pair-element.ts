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
 * Reads sbr_channel_pair_element() of ISO/IEC 14496-3 4.4.2.8 (Table 4.67) up to its extended data;
 * returns the first bs_extension_id there. With bs_coupling the second channel shares the first one's
 * grid and inverse filtering and codes its envelope and noise as a balance.
 */
export function parseSbrChannelPairElement(
  reader: BitReader,
  bands: FrequencyBandCounts,
  bs_amp_res: number,
): number | undefined {
  if (reader.flag()) reader.skip(4 + 4); // bs_data_extra, bs_reserved twice
  const bs_coupling = reader.flag();
  const grid0 = parseSbrGrid(reader, bs_amp_res);
  const grid1 = bs_coupling ? grid0 : parseSbrGrid(reader, bs_amp_res);
  const dtdf0 = parseSbrDtdf(reader, grid0);
  const dtdf1 = parseSbrDtdf(reader, grid1);
  skipSbrInvf(reader, bands);
  if (bs_coupling) {
    skipSbrEnvelope(reader, grid0, dtdf0, bands, false);
    skipSbrNoise(reader, grid0, dtdf0, bands, false);
    skipSbrEnvelope(reader, grid1, dtdf1, bands, true);
    skipSbrNoise(reader, grid1, dtdf1, bands, true);
  } else {
    skipSbrInvf(reader, bands);
    skipSbrEnvelope(reader, grid0, dtdf0, bands, false);
    skipSbrEnvelope(reader, grid1, dtdf1, bands, false);
    skipSbrNoise(reader, grid0, dtdf0, bands, false);
    skipSbrNoise(reader, grid1, dtdf1, bands, false);
  }
  if (reader.flag()) skipSbrSinusoidalCoding(reader, bands); // bs_add_harmonic_flag[0]
  if (reader.flag()) skipSbrSinusoidalCoding(reader, bands); // bs_add_harmonic_flag[1]
  return parseSbrExtendedData(reader);
}
