import type { BitReader } from "../../../bits/bit-reader";
import { type FrequencyBandCounts, frequencyBandCounts } from "./frequency-band-tables";
import { parseSbrChannelPairElement } from "./sbr-channel-pair-element";
import { EXTENSION_ID_PS } from "./sbr-extended-data";
import { parseSbrHeader, type SbrHeader } from "./sbr-header";
import { parseSbrSingleChannelElement } from "./sbr-single-channel-element";

/**
 * What the SBR payloads of a stream have told so far: the last sbr_header() (it holds until the next one,
 * 4.5.2.8.2) with its band counts, and whether sbr_data() carried parametric stereo.
 */
export interface SbrState {
  /** The SBR sampling frequency: twice the AAC core's for the implicit, dual-rate SBR of ADTS. */
  Fs: number;
  /** Set by the first SBR payload: SBR is present (implicit signalling, ISO/IEC 14496-3 1.6.5.2). */
  sbrPresent: boolean;
  header?: SbrHeader;
  bands?: FrequencyBandCounts;
  /** Set once an sbr_data() has been read through to its extended data. */
  psPresent?: boolean;
}

/** Raw data block element ids that sbr_data(id_aac) distinguishes (Table 4.85). */
const ID_SCE = 0;
const ID_CPE = 1;

/**
 * Reads sbr_extension_data(id_aac, crc_flag) of ISO/IEC 14496-3 4.4.2.8 (Table 4.62): the header, when sent,
 * and the sbr_data() that the header in force describes, up to its extended data.
 */
export function parseSbrExtensionData(reader: BitReader, id_aac: number, crc_flag: boolean, state: SbrState): void {
  state.sbrPresent = true;
  if (crc_flag) reader.skip(10); // bs_sbr_crc_bits
  if (reader.flag()) {
    // bs_header_flag
    state.header = parseSbrHeader(reader);
    state.bands = frequencyBandCounts(state.header, state.Fs);
  }
  if (!state.header || !state.bands) return; // no header yet: sbr_data() cannot be read
  let bs_extension_id: number | undefined;
  if (id_aac === ID_SCE) bs_extension_id = parseSbrSingleChannelElement(reader, state.bands, state.header.bs_amp_res);
  else if (id_aac === ID_CPE)
    bs_extension_id = parseSbrChannelPairElement(reader, state.bands, state.header.bs_amp_res);
  else return;
  state.psPresent = (state.psPresent ?? false) || bs_extension_id === EXTENSION_ID_PS;
}
