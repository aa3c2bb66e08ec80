import type { BitReader } from "../../bits/bit-reader";
import { type IcsInfo, parseIcsInfo } from "./ics-info";
import { skipIndividualChannelStream } from "./individual-channel-stream";

/** Reads past channel_pair_element() of ISO/IEC 14496-3 4.4.2.1 (Table 4.5); returns its element_instance_tag. */
export function skipChannelPairElement(reader: BitReader, sampling_frequency_index: number): number {
  const element_instance_tag = reader.u(4);
  const common_window = reader.flag();
  let commonIcsInfo: IcsInfo | undefined;
  if (common_window) {
    commonIcsInfo = parseIcsInfo(reader, sampling_frequency_index);
    const ms_mask_present = reader.u(2);
    // ms_mask_present 1: one ms_used bit per band of each window group (4.6.8.1.2)
    if (ms_mask_present === 1) reader.skip(commonIcsInfo.num_window_groups * commonIcsInfo.max_sfb);
  }
  skipIndividualChannelStream(reader, sampling_frequency_index, commonIcsInfo);
  skipIndividualChannelStream(reader, sampling_frequency_index, commonIcsInfo);
  return element_instance_tag;
}
