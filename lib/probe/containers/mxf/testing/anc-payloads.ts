// Test generator: the user data words of the ANC packets the tests write (ancillary-data.ts): SCTE 104
// messages (SMPTE ST 2010) and CEA-708 caption distribution packets (SMPTE ST 334-2).
import type { SpliceRequest } from "../../../analysis/mxf/scte104/splice-request-data";
import { u16, u32 } from "./ancillary-data";

/** SCTE 104 request data of the operations a test sends (field order of SCTE 104's syntax tables). */
export const scte104 = {
  spliceRequest: (r: SpliceRequest) => ({
    opID: 0x0101,
    data: [
      r.splice_insert_type,
      ...u32(r.splice_event_id),
      ...u16(r.unique_program_id),
      ...u16(r.pre_roll_time),
      ...u16(r.break_duration),
      r.avail_num,
      r.avails_expected,
      r.auto_return_flag,
    ],
  }),
  timeSignalRequest: (pre_roll_time: number) => ({ opID: 0x0104, data: u16(pre_roll_time) }),
  insertSegmentationDescriptorRequest: (d: {
    segmentation_event_id: number;
    duration: number;
    segmentation_upid_type: number;
    segmentation_upid: string;
    segmentation_type_id: number;
    segment_num: number;
    segments_expected: number;
  }) => ({
    opID: 0x010b,
    data: [
      ...u32(d.segmentation_event_id),
      0, // segmentation_event_cancel_indicator
      ...u16(d.duration),
      d.segmentation_upid_type,
      d.segmentation_upid.length,
      ...Array.from(d.segmentation_upid, (c) => c.charCodeAt(0)),
      d.segmentation_type_id,
      d.segment_num,
      d.segments_expected,
    ],
  }),

  /** multiple_operation_message() with no timestamp (time_type 0). */
  multipleOperationMessage(operations: readonly { opID: number; data: number[] }[], message_number: number): number[] {
    const ops = operations.flatMap((op) => [...u16(op.opID), ...u16(op.data.length), ...op.data]);
    const size = 2 + 2 + 1 + 1 + 1 + 2 + 1 + 1 + 1 + ops.length;
    // Reserved, messageSize, protocol_version, AS_index, message_number, DPI_PID_index, SCTE35_protocol_version,
    // timestamp() (time_type 0), num_ops, then the operations.
    return [0xff, 0xff, ...u16(size), 0, 0, message_number, ...u16(0), 0, 0, operations.length, ...ops];
  },

  /** single_operation_message(): opID, messageSize, result, result_extension, protocol_version, AS_index, message_number, DPI_PID_index, data(). */
  singleOperationMessage(operation: { opID: number; data: number[] }, message_number: number): number[] {
    const size = 13 + operation.data.length;
    return [
      ...u16(operation.opID),
      ...u16(size),
      ...u16(0xffff),
      ...u16(0xffff),
      0,
      0,
      message_number,
      ...u16(0),
      ...operation.data,
    ];
  },

  /** The UDW of an SCTE 104 packet (SMPTE ST 2010 clause 5): payload_descriptor (version 1 of 2 bits is 0), then the message. */
  vancPayload(message: readonly number[], flags: { duplicate_msg?: boolean } = {}): number[] {
    return [flags.duplicate_msg ? 0x01 : 0x00, ...message];
  },
};

/** CEA-608 bytes with odd parity (CTA-608-E 3: bit 7 makes the number of 1 bits odd). */
export function withOddParity(byte: number): number {
  let ones = 0;
  for (let bit = 0; bit < 7; bit++) ones += (byte >> bit) & 1;
  return ones % 2 === 0 ? byte | 0x80 : byte;
}

/**
 * A caption distribution packet (SMPTE ST 334-2 clause 5): cdp_header (identifier 0x9669, cdp_length,
 * cdp_frame_rate, flags with ccdata_present and caption_service_active, sequence counter), ccdata_section
 * (0x72, cc_count and the cc_data triples), cdp_footer (0x74, sequence counter, packet_checksum).
 */
export function captionDistributionPacket(
  triples: readonly { cc_valid: boolean; cc_type: number; bytes: [number, number] }[],
  sequence: number,
  cdp_frame_rate = 3, // 25 fps (ST 334-2 Table 3)
): number[] {
  const ccData = triples.flatMap((t) => [0xf8 | (t.cc_valid ? 0x04 : 0) | t.cc_type, ...t.bytes]);
  const length = 7 + 2 + ccData.length + 4;
  const bytes = [0x96, 0x69, length, (cdp_frame_rate << 4) | 0x0f, 0x43, ...u16(sequence)];
  bytes.push(0x72, 0xe0 | triples.length, ...ccData, 0x74, ...u16(sequence));
  const sum = bytes.reduce((total, byte) => total + byte, 0);
  return [...bytes, (256 - (sum % 256)) % 256];
}
