// The analysis as the report shows it: lines per stream and the SCTE-35 cue rows, from analysis objects
// written here by hand (so that the expected text is not computed by the code under test).
import { describe, expect, it } from "vitest";
import type { ContainerProbe } from "../schema";
import { analysisSummary } from "./analysis-summary";

const probe: ContainerProbe = {
  type: "m2ts",
  size: 1,
  manifest: ["a.ts"],
  properties: {},
  subtitle: [],
  $annotation: {},
  video: [
    {
      format: "mp2v",
      analysis: {
        gop: {
          gops: 5,
          frames: 60,
          length_frames: { min: 12, max: 12, typical: 12 },
          length_seconds: { min: 0.48, max: 0.48, typical: 0.48 },
          regular: true,
          closed: 5,
          open: 0,
          pattern: "IBBPBBPBBPBB",
          max_b_frames: 2,
          coding: "field",
          first_timecode: "09:59:30:00",
        },
        captions: {
          carriage: ["A/53 user data (MPEG-2 user_data)"],
          cc_data_packets: 10,
          padding_pairs: 3,
          cea608: [
            { channel: "CC1", text_characters: 40, control_codes: 2 },
            { channel: "CC3", text_characters: 0, control_codes: 4 },
          ],
          cea708: [{ service: 1, blocks: 3, text_characters: 30 }],
        },
      },
    },
  ],
  audio: [
    {
      format: "ac-3",
      analysis: {
        loudness: {
          integrated_lufs: -24.04,
          loudness_range_lu: 5.2,
          true_peak_dbtp: -2.31,
          measured_by: "ffmpeg",
          dialnorm_db: -24,
          dialnorm_difference_db: 0,
          dialnorm_matches: true,
        },
      },
    },
  ],
  analysis: {
    analyses: ["gop", "captions", "scte35", "loudness"],
    bytes_read: 1,
    scte35: [
      {
        program_number: 1,
        crc_errors: 0,
        sections: [
          {
            pid: 500,
            splice_command_type: 5,
            command: "splice_insert",
            pts_adjustment: 0,
            time: "00:10:00.000",
            splice_event_id: 7,
            out_of_network_indicator: true,
            break_duration: 30,
            repeats: 2,
          },
        ],
        breaks: [
          {
            event_id: 7,
            source: "splice_insert",
            out: "00:10:00.000",
            in: "00:10:30.000",
            duration: 30,
            matched: true,
          },
        ],
      },
    ],
  },
};

describe("the analysis in the report", () => {
  it("gives a line per measurement of each stream", () => {
    expect(analysisSummary(probe)!.streams).toEqual([
      {
        key: "video 0",
        title: "Video #0",
        lines: [
          "GOP 12 frames (0.48 s), IBBPBBPBBPBB, 5 closed, 0 open, regular, field coding, starts 09:59:30:00",
          "Captions: CC1, CC3 (empty), 708 service 1 in A/53 user data (MPEG-2 user_data)",
        ],
      },
      {
        key: "audio 0",
        title: "Audio #0",
        lines: ["Loudness -24.0 LUFS, range 5.2 LU, true peak -2.3 dBTP, dialnorm -24 dB (matches)"],
      },
    ]);
  });

  it("gives each SCTE-35 cue and break a row with its timeline time", () => {
    const summary = analysisSummary(probe)!;
    expect(summary.cues).toEqual([
      {
        program: 1,
        time: "00:10:00.000",
        command: "splice_insert",
        eventId: 7,
        detail: "out of network, break 30.000 s, repeated 2×",
      },
    ]);
    expect(summary.breaks).toEqual([
      { eventId: 7, out: "00:10:00.000", in: "00:10:30.000", duration: "30.000 s", matched: true },
    ]);
  });

  it("gives each SCTE 104 operation of an MXF file's ANC data a row, and its breaks", () => {
    const mxf: ContainerProbe = {
      ...probe,
      type: "op1a",
      analysis: {
        analyses: ["scte35"],
        bytes_read: 1,
        scte104: {
          anc_packets: 2,
          errors: 0,
          messages: [
            {
              edit_unit: 10,
              time: "00:00:00.400",
              timecode: "10:00:00:10",
              line_number: 9,
              message: "multiple_operation_message",
              protocol_version: 0,
              AS_index: 0,
              message_number: 1,
              DPI_PID_index: 0,
              repeats: 1,
              operations: [
                {
                  opID: 0x0101,
                  operation: "splice_request_data",
                  splice_insert: "spliceStart_normal",
                  splice_event_id: 4660,
                  pre_roll_time: 1000,
                  splice_time: "00:00:01.400",
                  break_duration: 30,
                },
              ],
            },
          ],
          breaks: [{ event_id: 4660, source: "splice_request", out: "00:00:01.400", duration: 30, matched: false }],
        },
      },
    };
    const summary = analysisSummary(mxf)!;
    expect(summary.cues).toEqual([
      {
        time: "00:00:01.400",
        command: "SCTE 104 spliceStart_normal",
        eventId: 4660,
        detail: "at 10:00:00:10, line 9, pre-roll 1000 ms, break 30.000 s, repeated 1×",
      },
    ]);
    expect(summary.breaks).toEqual([
      { eventId: 4660, out: "00:00:01.400", in: "—", duration: "30.000 s", matched: false },
    ]);
  });

  it("is absent when the pass did not run", () => {
    expect(analysisSummary({ ...probe, analysis: undefined })).toBeUndefined();
  });
});
