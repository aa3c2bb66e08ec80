// insert_segmentation_descriptor_request_data() of ANSI/SCTE 104 (opID 0x010B): the fields of an SCTE 35
// segmentation_descriptor(), with the duration in whole seconds. The flags that later editions append
// (duration_extension_frames, delivery restrictions, sub-segments) are not read.
import type { BitReader } from "../../../bits/bit-reader";
import type { SegmentationDescriptor } from "../../scte35/segmentation-descriptor";

export const INSERT_SEGMENTATION_DESCRIPTOR_REQUEST_DATA = 0x010b;
/** SCTE 35 counts durations in 90 kHz ticks; the injector multiplies SCTE 104's seconds by this. */
const TICKS_PER_SECOND = 90_000;

/** As the SCTE 35 segmentation_descriptor() the injector would write (segmentation_duration in ticks). */
export function parseInsertSegmentationDescriptorRequestData(reader: BitReader): SegmentationDescriptor {
  const segmentation_event_id = reader.u(32);
  const segmentation_event_cancel_indicator = reader.u(8) !== 0;
  const duration = reader.u(16);
  const segmentation_upid_type = reader.u(8);
  const segmentation_upid_length = reader.u(8);
  const start = reader.bytePosition;
  reader.skip(segmentation_upid_length * 8);
  const descriptor: SegmentationDescriptor = { segmentation_event_id, segmentation_event_cancel_indicator };
  if (segmentation_event_cancel_indicator) return descriptor;
  descriptor.segmentation_upid_type = segmentation_upid_type;
  descriptor.segmentation_upid = reader.bytes.subarray(start, start + segmentation_upid_length);
  descriptor.segmentation_type_id = reader.u(8);
  descriptor.segment_num = reader.u(8);
  descriptor.segments_expected = reader.u(8);
  if (duration > 0) descriptor.segmentation_duration = duration * TICKS_PER_SECOND;
  return descriptor;
}
