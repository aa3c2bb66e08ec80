// ST 436 VBI elements (ST 436-1 clause 6) written by the generator into an MXF file ffmpeg makes: the lines
// reported are those written, with their wrapping type and sample coding (the samples are not decoded).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../../../render/ffmpeg-binary";
import { withVbiElements, type VbiLineSpec } from "../../containers/mxf/testing/ancillary-data";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { analyze } from "../analyze";

/** Line 21 of field 1 and line 284 of field 2 (525-line numbering), 1-bit luma: 720 samples in 90 bytes. */
const FIELD_1: VbiLineSpec = {
  line: 21,
  wrapping_type: 2,
  coding: 1,
  sample_count: 720,
  payload: new Array(90).fill(0x55),
};
const FIELD_2: VbiLineSpec = { ...FIELD_1, line: 284, wrapping_type: 3 };
/** A progressive frame's line 9 in 8-bit luma, 40 samples. */
const FRAME: VbiLineSpec = {
  line: 9,
  wrapping_type: 4,
  coding: 4,
  sample_count: 40,
  payload: new Array(40).fill(0x10),
};

let work: string;
let mxf: Uint8Array;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "analysis-mxf-vbi-"));
  const file = path.join(work, "made.mxf");
  const args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25"];
  execFileSync(ffmpegPath(), [...args, "-t", "1", "-c:v", "mpeg2video", "-f", "mxf", file]);
  const lines = new Map<number, VbiLineSpec[]>([...Array(10).keys()].map((unit) => [unit, [FIELD_1, FIELD_2]]));
  lines.set(12, [FRAME]);
  mxf = withVbiElements(readFileSync(file), lines);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("VBI lines of ST 436 VBI elements", () => {
  it("lists each line with its wrapping type, sample coding and the elements carrying it", async () => {
    const source = new MemorySource(mxf, "made.mxf");
    const result = await analyze(source, await probe(source), { analyses: ["captions"] });
    expect(result.analysis!.anc_data).toEqual({
      elements: 0,
      vbi_elements: 11,
      packets: [],
      undecoded: 0,
      vbi_lines: [
        {
          line_number: 9,
          wrapping_type: 4,
          wrapping: "progressive frame",
          payload_sample_coding: 4,
          sample_coding: "8-bit luma",
          payload_sample_count: 40,
          elements: 1,
        },
        {
          line_number: 21,
          wrapping_type: 2,
          wrapping: "field 1",
          payload_sample_coding: 1,
          sample_coding: "1-bit luma",
          payload_sample_count: 720,
          elements: 10,
        },
        {
          line_number: 284,
          wrapping_type: 3,
          wrapping: "field 2",
          payload_sample_coding: 1,
          sample_coding: "1-bit luma",
          payload_sample_count: 720,
          elements: 10,
        },
      ],
    });
  });
});
