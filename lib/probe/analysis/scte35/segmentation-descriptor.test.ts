// segmentation_descriptor() (ANSI/SCTE 35 10.3.3): the fields after the UPID are read past it, and the
// UPID outlives the bytes it was read from (the pass reuses its read buffers).
import { describe, expect, it } from "vitest";
import { parseSegmentationDescriptor } from "./segmentation-descriptor";

describe("parseSegmentationDescriptor", () => {
  it("keeps the UPID when the bytes it was read from are overwritten", () => {
    const body = Uint8Array.from([
      ...[0x43, 0x55, 0x45, 0x49], // identifier "CUEI"
      ...[0, 0, 0, 7], // segmentation_event_id
      0x7f, // segmentation_event_cancel_indicator 0, reserved
      0xbf, // program_segmentation_flag 1, segmentation_duration_flag 0, the rest
      0x09, // segmentation_upid_type: ADI
      3, // segmentation_upid_length
      ...[0x41, 0x42, 0x43], // "ABC"
      0x34, // segmentation_type_id: provider placement opportunity start
      1,
      2,
    ]);
    const descriptor = parseSegmentationDescriptor(body);
    body.fill(0);
    expect([...descriptor.segmentation_upid!]).toEqual([0x41, 0x42, 0x43]);
    expect(descriptor).toMatchObject({ segmentation_event_id: 7, segmentation_type_id: 0x34, segments_expected: 2 });
  });
});
