// splice_info_section() of ANSI/SCTE 35 9.6 (Table 5): the header, the splice command (9.7) and the
// splice descriptors (10), with CRC_32 checked as in ISO/IEC 13818-1 Annex A.
import { BitReader } from "../../bits/bit-reader";
import { crc32Mpeg } from "../../containers/mpeg-ts/crc32";
import {
  parseSegmentationDescriptor,
  SEGMENTATION_DESCRIPTOR_TAG,
  type SegmentationDescriptor,
} from "./segmentation-descriptor";
import { parseSpliceInsert, type SpliceInsert } from "./splice-insert";
import { readSpliceTime } from "./splice-time";

export const SPLICE_INFO_TABLE_ID = 0xfc;
/** splice_command_type values (Table 7). */
export const SPLICE_COMMANDS: Record<number, string> = {
  0x00: "splice_null",
  0x04: "splice_schedule",
  0x05: "splice_insert",
  0x06: "time_signal",
  0x07: "bandwidth_reservation",
  0xff: "private_command",
};
const SPLICE_INSERT = 0x05;
const TIME_SIGNAL = 0x06;

export interface SpliceInfo {
  pts_adjustment: number;
  encrypted_packet: boolean;
  splice_command_type: number;
  splice_insert?: SpliceInsert;
  /** time_signal()'s splice_time (9.7.4). */
  time_signal_pts?: number;
  segmentation: SegmentationDescriptor[];
}

/** The section, or "crc" when its CRC_32 fails; throws RangeError when cut short. */
export function parseSpliceInfoSection(section: Uint8Array): SpliceInfo | "crc" | undefined {
  if (section[0] !== SPLICE_INFO_TABLE_ID) return undefined;
  if (crc32Mpeg(section) !== 0) return "crc";
  const reader = new BitReader(section, 3); // table_id, section_syntax_indicator, private_indicator, section_length
  reader.skip(8); // protocol_version
  const encrypted_packet = reader.flag();
  reader.skip(6); // encryption_algorithm
  const pts_adjustment = reader.u(33);
  reader.skip(8 + 12); // cw_index, tier
  const splice_command_length = reader.u(12);
  const splice_command_type = reader.u(8);
  const info: SpliceInfo = { pts_adjustment, encrypted_packet, splice_command_type, segmentation: [] };
  if (encrypted_packet) return info; // the command and descriptors are encrypted
  const commandStart = reader.bytePosition;
  if (splice_command_type === SPLICE_INSERT) info.splice_insert = parseSpliceInsert(reader);
  else if (splice_command_type === TIME_SIGNAL) info.time_signal_pts = readSpliceTime(reader);
  // splice_command_length 0xFFF is the legacy "unknown": the command's own syntax gave its end.
  const descriptorsAt = splice_command_length === 0xfff ? reader.bytePosition : commandStart + splice_command_length;
  const descriptors = new BitReader(section, descriptorsAt);
  const descriptor_loop_length = descriptors.u(16);
  let at = descriptorsAt + 2;
  const end = Math.min(at + descriptor_loop_length, section.length - 4);
  while (at + 2 <= end) {
    const tag = section[at]!;
    const length = section[at + 1]!;
    const body = section.subarray(at + 2, Math.min(end, at + 2 + length));
    if (tag === SEGMENTATION_DESCRIPTOR_TAG) info.segmentation.push(parseSegmentationDescriptor(body));
    at += 2 + length;
  }
  return info;
}
