import type { BitReader } from "../../bits/bit-reader";
import { EIGHT_SHORT_SEQUENCE, type IcsInfo, parseIcsInfo } from "./ics-info";
import { skipPulseData } from "./pulse-data";
import { skipScaleFactorData } from "./scale-factor-data";
import { parseSectionData } from "./section-data";
import { skipSpectralData } from "./spectral-data";
import { skipTnsData } from "./tns-data";

/**
 * Reads past individual_channel_stream(common_window, 0) of ISO/IEC 14496-3 4.4.2.7 (Table 4.50) in its
 * AAC (not error-resilient) form. `commonIcsInfo` is the ics_info() a channel_pair_element shares.
 */
export function skipIndividualChannelStream(
  reader: BitReader,
  sampling_frequency_index: number,
  commonIcsInfo?: IcsInfo,
): void {
  reader.skip(8); // global_gain
  const ics = commonIcsInfo ?? parseIcsInfo(reader, sampling_frequency_index);
  const sectionData = parseSectionData(reader, ics);
  skipScaleFactorData(reader, ics, sectionData);
  if (reader.flag()) {
    // pulse_data_present: pulses are not allowed in short windows (4.6.3.3)
    if (ics.window_sequence === EIGHT_SHORT_SEQUENCE) throw new RangeError("pulse_data in an EIGHT_SHORT_SEQUENCE");
    skipPulseData(reader);
  }
  if (reader.flag()) skipTnsData(reader, ics);
  // gain_control_data_present: gain control belongs to the AAC SSR object type only.
  if (reader.flag()) throw new RangeError("gain_control_data_present: AAC SSR gain control data is not read");
  skipSpectralData(reader, ics, sectionData);
}
