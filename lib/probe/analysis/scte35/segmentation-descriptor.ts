// segmentation_descriptor() of ANSI/SCTE 35 10.3.3 (Table 19; segmentation_type_id Table 22).
import { BitReader } from "../../bits/bit-reader";

export const SEGMENTATION_DESCRIPTOR_TAG = 0x02;

export interface SegmentationDescriptor {
  segmentation_event_id: number;
  segmentation_event_cancel_indicator: boolean;
  segmentation_duration?: number;
  segmentation_upid_type?: number;
  segmentation_upid?: Uint8Array;
  segmentation_type_id?: number;
  segment_num?: number;
  segments_expected?: number;
}

/** `body` follows splice_descriptor_tag and descriptor_length: identifier ("CUEI") first. */
export function parseSegmentationDescriptor(body: Uint8Array): SegmentationDescriptor {
  const reader = new BitReader(body);
  reader.skip(32); // identifier
  const segmentation_event_id = reader.u(32);
  const segmentation_event_cancel_indicator = reader.flag();
  reader.skip(7); // segmentation_event_id_compliance_indicator, reserved
  const descriptor: SegmentationDescriptor = { segmentation_event_id, segmentation_event_cancel_indicator };
  if (segmentation_event_cancel_indicator) return descriptor;
  const program_segmentation_flag = reader.flag();
  const segmentation_duration_flag = reader.flag();
  reader.skip(6); // delivery_not_restricted_flag and the restriction flags or reserved bits
  if (!program_segmentation_flag) {
    const component_count = reader.u(8);
    reader.skip(component_count * 48); // component_tag, reserved, pts_offset
  }
  if (segmentation_duration_flag) descriptor.segmentation_duration = reader.u(40);
  descriptor.segmentation_upid_type = reader.u(8);
  const segmentation_upid_length = reader.u(8);
  const start = reader.bytePosition;
  // A copy: the cue is described when the pass ends, and the pass reuses its read buffers (io/sequential-chunks.ts).
  descriptor.segmentation_upid = body.slice(start, start + segmentation_upid_length);
  reader.skip(segmentation_upid_length * 8);
  descriptor.segmentation_type_id = reader.u(8);
  descriptor.segment_num = reader.u(8);
  descriptor.segments_expected = reader.u(8);
  return descriptor;
}

/** segmentation_type_id names (SCTE 35 Table 22). */
export const SEGMENTATION_TYPES: Record<number, string> = {
  0x00: "Not Indicated",
  0x01: "Content Identification",
  0x10: "Program Start",
  0x11: "Program End",
  0x12: "Program Early Termination",
  0x13: "Program Breakaway",
  0x14: "Program Resumption",
  0x15: "Program Runover Planned",
  0x16: "Program Runover Unplanned",
  0x17: "Program Overlap Start",
  0x18: "Program Blackout Override",
  0x19: "Program Start – In Progress",
  0x20: "Chapter Start",
  0x21: "Chapter End",
  0x22: "Break Start",
  0x23: "Break End",
  0x24: "Opening Credit Start",
  0x25: "Opening Credit End",
  0x26: "Closing Credit Start",
  0x27: "Closing Credit End",
  0x30: "Provider Advertisement Start",
  0x31: "Provider Advertisement End",
  0x32: "Distributor Advertisement Start",
  0x33: "Distributor Advertisement End",
  0x34: "Provider Placement Opportunity Start",
  0x35: "Provider Placement Opportunity End",
  0x36: "Distributor Placement Opportunity Start",
  0x37: "Distributor Placement Opportunity End",
  0x38: "Provider Overlay Placement Opportunity Start",
  0x39: "Provider Overlay Placement Opportunity End",
  0x3a: "Distributor Overlay Placement Opportunity Start",
  0x3b: "Distributor Overlay Placement Opportunity End",
  0x3c: "Provider Promo Start",
  0x3d: "Provider Promo End",
  0x3e: "Distributor Promo Start",
  0x3f: "Distributor Promo End",
  0x40: "Unscheduled Event Start",
  0x41: "Unscheduled Event End",
  0x42: "Alternate Content Opportunity Start",
  0x43: "Alternate Content Opportunity End",
  0x44: "Provider Ad Block Start",
  0x45: "Provider Ad Block End",
  0x46: "Distributor Ad Block Start",
  0x47: "Distributor Ad Block End",
  0x50: "Network Start",
  0x51: "Network End",
};
