import type { BitReader } from "../../bits/bit-reader";
import { skipIndividualChannelStream } from "./individual-channel-stream";

/**
 * Reads past single_channel_element() of ISO/IEC 14496-3 4.4.2.1 (Table 4.4), whose syntax
 * lfe_channel_element() (Table 4.9) shares; returns its element_instance_tag.
 */
export function skipSingleChannelElement(reader: BitReader, sampling_frequency_index: number): number {
  const element_instance_tag = reader.u(4);
  skipIndividualChannelStream(reader, sampling_frequency_index);
  return element_instance_tag;
}
