// The MXF analysis pass on a file ffmpeg makes (-f mxf, MPEG-2 at 25 fps with a 10:00:00:00 timecode track)
// into which the generator (containers/mxf/testing/ancillary-data.ts) puts ST 436 ANC elements: SCTE 104
// messages and a CEA-708 caption distribution packet whose values are the constants below.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../../../render/ffmpeg-binary";
import { captionDistributionPacket, scte104, withOddParity } from "../../containers/mxf/testing/anc-payloads";
import { withAncElements, type AncPacketSpec } from "../../containers/mxf/testing/ancillary-data";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { analyze } from "../analyze";

const FILES = path.resolve("fixtures/media/files");
const SCTE104 = { DID: 0x41, SDID: 0x07 };
const CDP = { DID: 0x61, SDID: 0x01 };
const LINE = 9;

const SPLICE_OUT = {
  splice_insert_type: 1, // spliceStart_normal
  splice_event_id: 4660,
  unique_program_id: 7,
  pre_roll_time: 1000,
  break_duration: 300, // 30.0 s
  avail_num: 1,
  avails_expected: 2,
  auto_return_flag: 1,
};
const SPLICE_IN = { ...SPLICE_OUT, splice_insert_type: 4, pre_roll_time: 0, break_duration: 0, auto_return_flag: 0 };
const PLACEMENT = {
  segmentation_event_id: 77,
  duration: 15,
  segmentation_upid_type: 0x09,
  segmentation_upid: "SIGNAL:PO-1",
  segmentation_type_id: 0x34, // Provider Placement Opportunity Start
  segment_num: 1,
  segments_expected: 1,
};

const scte104Packet = (message: number[], flags?: { duplicate_msg?: boolean }): AncPacketSpec => ({
  line: LINE,
  ...SCTE104,
  UDW: scte104.vancPayload(message, flags),
});
const outMessage = scte104.multipleOperationMessage([scte104.spliceRequest(SPLICE_OUT)], 1);
/** "BROADMARK" on CC1 between resume caption loading (0x14 0x20) and end of caption (0x14 0x2F), field 1. */
const CC1 = [
  [0x14, 0x20],
  [0x42, 0x52],
  [0x4f, 0x41],
  [0x44, 0x4d],
  [0x41, 0x52],
  [0x4b, 0x00],
  [0x14, 0x2f],
];
/** A DTVCC packet: header (sequence 0, packet_size_code 2), service 1 block of 2 bytes "HI" (CTA-708-E 5, 6.2). */
const DTVCC = [
  { cc_valid: true, cc_type: 3, bytes: [0x02, 0x22] as [number, number] },
  { cc_valid: true, cc_type: 2, bytes: [0x48, 0x49] as [number, number] },
];

const PACKETS = new Map<number, AncPacketSpec[]>([
  [5, [{ line: 12, ...CDP, UDW: cdp() }]],
  [10, [scte104Packet(outMessage)]],
  [11, [scte104Packet(outMessage, { duplicate_msg: true })]],
  [60, [scte104Packet(scte104.multipleOperationMessage([scte104.spliceRequest(SPLICE_IN)], 2))]],
  [
    70,
    [
      scte104Packet(
        scte104.multipleOperationMessage(
          [scte104.timeSignalRequest(400), scte104.insertSegmentationDescriptorRequest(PLACEMENT)],
          3,
        ),
      ),
    ],
  ],
  [
    90,
    [
      scte104Packet(
        scte104.multipleOperationMessage(
          [
            scte104.timeSignalRequest(0),
            scte104.insertSegmentationDescriptorRequest({ ...PLACEMENT, segmentation_type_id: 0x35, duration: 0 }),
          ],
          4,
        ),
      ),
      { line: 10, DID: 0x41, SDID: 0x05, UDW: [0x08, 0, 0, 0, 0, 0, 0, 0] }, // AFD (ST 2016-3), listed only
    ],
  ],
  [
    95,
    [
      scte104Packet(
        scte104.singleOperationMessage(
          scte104.spliceRequest({ ...SPLICE_OUT, splice_event_id: 99, splice_insert_type: 2 }),
          5,
        ),
      ),
    ],
  ],
]);

function cdp(): number[] {
  const cc1 = CC1.map(([a, b]) => ({
    cc_valid: true,
    cc_type: 0,
    bytes: [withOddParity(a!), withOddParity(b!)] as [number, number],
  }));
  return captionDistributionPacket([...cc1, ...DTVCC], 1);
}

let work: string;
let mxf: Uint8Array;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "analysis-mxf-"));
  const file = path.join(work, "made.mxf");
  const args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25"];
  execFileSync(ffmpegPath(), [...args, "-t", "4", "-c:v", "mpeg2video", "-timecode", "10:00:00:00", "-f", "mxf", file]);
  mxf = withAncElements(readFileSync(file), PACKETS);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function analyzed(bytes: Uint8Array, analyses?: ("scte35" | "captions" | "gop" | "bitrate")[]) {
  const source = new MemorySource(bytes, "made.mxf");
  return analyze(source, await probe(source), { analyses });
}

describe("SCTE 104 in MXF ANC data", () => {
  it("reads each message at its edit unit, with its time and time code", async () => {
    const scte104Report = (await analyzed(mxf, ["scte35"])).analysis!.scte104!;
    expect(scte104Report.anc_packets).toBe(6);
    expect(scte104Report.errors).toBe(0);
    expect(scte104Report.messages.map((m) => [m.edit_unit, m.time, m.timecode, m.message, m.repeats])).toEqual([
      [10, "00:00:00.400", "10:00:00:10", "multiple_operation_message", 1],
      [60, "00:00:02.400", "10:00:02:10", "multiple_operation_message", 0],
      [70, "00:00:02.800", "10:00:02:20", "multiple_operation_message", 0],
      [90, "00:00:03.600", "10:00:03:15", "multiple_operation_message", 0],
      [95, "00:00:03.800", "10:00:03:20", "single_operation_message", 0],
    ]);
    expect(scte104Report.messages[0]!.operations).toEqual([
      {
        opID: 0x0101,
        operation: "splice_request_data",
        splice_insert_type: 1,
        splice_insert: "spliceStart_normal",
        splice_event_id: 4660,
        unique_program_id: 7,
        pre_roll_time: 1000,
        splice_time: "00:00:01.400",
        break_duration: 30,
        auto_return: true,
        avail_num: 1,
        avails_expected: 2,
      },
    ]);
    expect(scte104Report.messages[2]!.operations).toMatchObject([
      { operation: "time_signal_request_data", pre_roll_time: 400, splice_time: "00:00:03.200" },
      {
        operation: "insert_segmentation_descriptor_request_data",
        segmentation: {
          segmentation_event_id: 77,
          segmentation_event_cancel_indicator: false,
          segmentation_type_id: 0x34,
          segmentation_type: "Provider Placement Opportunity Start",
          segmentation_duration: 15,
          segmentation_upid_type: 0x09,
          segmentation_upid: "SIGNAL:PO-1",
          segment_num: 1,
          segments_expected: 1,
        },
      },
    ]);
    expect(scte104Report.messages[4]).toMatchObject({
      message: "single_operation_message",
      message_number: 5,
      operations: [{ operation: "splice_request_data", splice_event_id: 99, splice_time: "00:00:03.800" }],
    });
  });

  it("matches the breaks out → in: splice requests by event id, segmentation by type and event id", async () => {
    const { breaks } = (await analyzed(mxf, ["scte35"])).analysis!.scte104!;
    expect(breaks).toEqual([
      // Out at 0.4 s + 1 s pre-roll, in (spliceEnd_immediate) at 2.4 s.
      { event_id: 4660, source: "splice_request", out: "00:00:01.400", in: "00:00:02.400", duration: 1, matched: true },
      // Start at 2.8 s + 0.4 s pre-roll, end at 3.6 s.
      {
        event_id: 77,
        source: "segmentation_descriptor",
        out: "00:00:03.200",
        in: "00:00:03.600",
        duration: 0.4,
        matched: true,
      },
      { event_id: 99, source: "splice_request", out: "00:00:03.800", duration: 30, matched: false },
    ]);
  });

  it("lists the ANC packets by DID/SDID with their lines", async () => {
    const result = await analyzed(mxf, ["scte35"]);
    expect(result.analysis!.edit_units).toBe(100);
    expect(result.analysis!.anc_data).toEqual({
      elements: 7,
      vbi_elements: 0,
      packets: [
        { DID: 0x41, SDID: 0x05, type: "AFD and bar data (SMPTE ST 2016-3)", packets: 1, lines: [10] },
        { DID: 0x41, SDID: 0x07, type: "SCTE 104 (SMPTE ST 2010)", packets: 6, lines: [9] },
        { DID: 0x61, SDID: 0x01, type: "CEA-708 CDP (SMPTE ST 334-1)", packets: 1, lines: [12] },
      ],
      undecoded: 0,
    });
  });
});

describe("captions in MXF ANC data", () => {
  it("reads CC1 text and 708 service 1 from the caption distribution packet, as the video's captions", async () => {
    const captions = (await analyzed(mxf, ["captions"])).video[0]!.analysis!.captions!;
    expect(captions.carriage).toEqual(["SMPTE ST 334 caption distribution packets in MXF ANC data (ST 436)"]);
    expect(captions.cc_data_packets).toBe(1);
    expect(captions.cea608).toEqual([{ channel: "CC1", text_characters: 9, control_codes: 2, sample: "BROADMARK" }]);
    expect(captions.cea708).toEqual([{ service: 1, blocks: 1, text_characters: 2, sample: "HI" }]);
  });
});

describe("measured bit rate of MXF essence", () => {
  it("counts the picture elements' bytes over the duration: the bytes ffmpeg copies out as an elementary stream", async () => {
    const elementary = path.join(work, "video.m2v");
    execFileSync(ffmpegPath(), [
      "-v",
      "error",
      "-y",
      "-i",
      path.join(work, "made.mxf"),
      "-map",
      "0:v",
      "-c",
      "copy",
      "-f",
      "mpeg2video",
      elementary,
    ]);
    const bytes = statSync(elementary).size;
    const result = await analyzed(mxf, ["bitrate"]);
    expect(result.video[0]!.analysis!.bitrate).toMatchObject({
      bytes,
      seconds: 4,
      measured_average: Math.round((bytes * 8) / 4),
      header_kind: "maximum",
    });
  });
});

describe("MXF files without ANC data", () => {
  it("says so", async () => {
    const plain = readFileSync(path.join(work, "made.mxf"));
    const result = await analyzed(plain, ["scte35", "captions", "gop"]);
    expect(result.analysis!.not_analysed).toEqual(["scte35, captions: the MXF file has no ST 436 ANC data elements"]);
    expect(result.analysis!.edit_units).toBe(100);
  });

  // No file of the corpus carries ST 436 ANC elements (regxml__indirect.mxf names the VBI and ANC essence
  // containers but holds none); the walk of a real file's body is checked against ffprobe's frame count.
  it("walks bmx__sample.mxf whole: 2 content packages (ffprobe -count_frames: 2)", async () => {
    const result = await analyzed(readFileSync(path.join(FILES, "bmx__sample.mxf")), ["scte35"]);
    expect(result.analysis).toMatchObject({ bytes_read: 555_577, edit_units: 2 });
    expect(result.analysis!.not_analysed).toEqual(["scte35: the MXF file has no ST 436 ANC data elements"]);
  });

  it("says where a cut file ends (dmg__trunc_bmx_sample_60pct.mxf)", async () => {
    const result = await analyzed(readFileSync(path.join(FILES, "dmg__trunc_bmx_sample_60pct.mxf")), ["scte35"]);
    expect(result.analysis!.not_analysed).toContain(
      "the walk of the MXF body stopped: the file ends at byte 333359, inside its last KLV",
    );
  });
});
