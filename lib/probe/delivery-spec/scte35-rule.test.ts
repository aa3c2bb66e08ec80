// The scte35 rule on MXF files: ffmpeg makes the file (-f mxf), the generator puts SCTE 104 messages into
// ST 436 ANC elements (containers/mxf/testing/ancillary-data.ts); the cue messages are known by construction.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../../render/ffmpeg-binary";
import { analyze } from "../analysis/analyze";
import { scte104 } from "../containers/mxf/testing/anc-payloads";
import { withAncElements, type AncPacketSpec } from "../containers/mxf/testing/ancillary-data";
import { MemorySource } from "../io/byte-source";
import { probe } from "../probe";
import { analysesFor, checkSpec } from "./check-spec";
import { parseSpecText } from "./parse-spec";

const REQUIRED = parseSpecText("name: AS-11 with markers\nscte35: { required: true }\n");
const FORBIDDEN = parseSpecText("name: clean master\nscte35: { required: false }\n");

const SPLICE = {
  splice_insert_type: 1,
  splice_event_id: 5,
  unique_program_id: 1,
  pre_roll_time: 0,
  break_duration: 300,
  avail_num: 0,
  avails_expected: 0,
  auto_return_flag: 1,
};
const packet = (message: number[]): AncPacketSpec[] => [
  { line: 9, DID: 0x41, SDID: 0x07, UDW: scte104.vancPayload(message) },
];
/** splice_null_request_data (opID 0x0102, no data): a heartbeat, not a cue. */
const SPLICE_NULL = scte104.multipleOperationMessage([{ opID: 0x0102, data: [] }], 1);

let work: string;
let plain: Uint8Array;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "spec-scte104-"));
  const file = path.join(work, "made.mxf");
  const args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25"];
  execFileSync(ffmpegPath(), [...args, "-t", "2", "-c:v", "mpeg2video", "-f", "mxf", file]);
  plain = readFileSync(file);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function checked(bytes: Uint8Array, spec = REQUIRED) {
  const source = new MemorySource(bytes, "made.mxf");
  const analysed = await analyze(source, await probe(source), { analyses: analysesFor(spec) });
  return checkSpec(spec, analysed).rules[0];
}

describe("scte35 rule on MXF: SCTE 104 markers in ANC data", () => {
  it("counts the splice requests and time signals, not splice_null, and says it counted SCTE 104", async () => {
    const mxf = withAncElements(
      plain,
      new Map([
        [3, packet(SPLICE_NULL)],
        [10, packet(scte104.multipleOperationMessage([scte104.spliceRequest(SPLICE)], 2))],
        [20, packet(scte104.multipleOperationMessage([scte104.timeSignalRequest(0)], 3))],
      ]),
    );
    expect(await checked(mxf)).toEqual({
      rule: "scte35.required",
      field: "analysis.scte104",
      status: "pass",
      expected: "SCTE-35 cues",
      measured: "2 SCTE-104 cue messages (MXF ANC data)",
    });
  });

  it("fails a spec that requires cues when the ANC data holds only splice_null", async () => {
    const mxf = withAncElements(plain, new Map([[3, packet(SPLICE_NULL)]]));
    expect(await checked(mxf)).toMatchObject({ status: "fail", measured: "0 SCTE-104 cue messages (MXF ANC data)" });
  });

  it("passes a spec that forbids cues on an MXF file without ANC data", async () => {
    expect(await checked(plain, FORBIDDEN)).toMatchObject({
      field: "analysis.scte104",
      status: "pass",
      measured: "0 SCTE-104 cue messages (MXF file without ANC data)",
    });
  });
});
