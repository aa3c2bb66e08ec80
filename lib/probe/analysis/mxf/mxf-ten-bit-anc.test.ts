// ST 436 ANC packets with a 10-bit payload sample coding (ST 436-1 clause 5.4: three samples a 32-bit word;
// ST 291-1 words with parity and a checksum word), written by the generator into an MXF file ffmpeg makes:
// a CEA-708 caption distribution packet on luma samples, SCTE 104 splice requests on luma and color
// difference samples, and an AFD packet on color difference samples. The expected values are the packets'.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../../../render/ffmpeg-binary";
import { captionDistributionPacket, scte104, withOddParity } from "../../containers/mxf/testing/anc-payloads";
import { TEN_BIT_CODINGS, withAncElements, type AncPacketSpec } from "../../containers/mxf/testing/ancillary-data";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { analyze } from "../analyze";

const SPLICE = {
  splice_insert_type: 1, // spliceStart_normal
  splice_event_id: 31,
  unique_program_id: 1,
  pre_roll_time: 0,
  break_duration: 100, // 10.0 s
  avail_num: 0,
  avails_expected: 0,
  auto_return_flag: 1,
};
/** "OK" on CC1 (CTA-608-E), between resume caption loading and end of caption. */
const CC1 = [
  [0x14, 0x20],
  [0x4f, 0x4b],
  [0x14, 0x2f],
].map(([a, b]) => ({ cc_valid: true, cc_type: 0, bytes: [withOddParity(a!), withOddParity(b!)] as [number, number] }));

const scte104Packet = (event: number, number: number): AncPacketSpec => ({
  line: 9,
  DID: 0x41,
  SDID: 0x07,
  coding: TEN_BIT_CODINGS.both,
  UDW: scte104.vancPayload(
    scte104.multipleOperationMessage([scte104.spliceRequest({ ...SPLICE, splice_event_id: event })], number),
  ),
});

const PACKETS = new Map<number, AncPacketSpec[]>([
  [2, [{ line: 12, DID: 0x61, SDID: 0x01, coding: TEN_BIT_CODINGS.luma, UDW: captionDistributionPacket(CC1, 1) }]],
  [
    25,
    [
      scte104Packet(31, 1),
      { line: 10, DID: 0x41, SDID: 0x05, coding: TEN_BIT_CODINGS.colorDifference, UDW: [0x08, 0, 0, 0, 0, 0, 0, 0] },
    ],
  ],
  [50, [scte104Packet(32, 2)]],
]);

let work: string;
let mxf: Uint8Array;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "analysis-mxf-10bit-"));
  const file = path.join(work, "made.mxf");
  const args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25"];
  execFileSync(ffmpegPath(), [...args, "-t", "3", "-c:v", "mpeg2video", "-f", "mxf", file]);
  mxf = withAncElements(readFileSync(file), PACKETS);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function analyzed(analyses: ("scte35" | "captions")[]) {
  const source = new MemorySource(mxf, "made.mxf");
  return analyze(source, await probe(source), { analyses });
}

describe("10-bit ST 436 ANC payloads", () => {
  it("decodes every packet: none left undecoded", async () => {
    expect((await analyzed(["scte35"])).analysis!.anc_data).toEqual({
      elements: 3,
      vbi_elements: 0,
      packets: [
        { DID: 0x41, SDID: 0x05, type: "AFD and bar data (SMPTE ST 2016-3)", packets: 1, lines: [10] },
        { DID: 0x41, SDID: 0x07, type: "SCTE 104 (SMPTE ST 2010)", packets: 2, lines: [9] },
        { DID: 0x61, SDID: 0x01, type: "CEA-708 CDP (SMPTE ST 334-1)", packets: 1, lines: [12] },
      ],
      undecoded: 0,
    });
  });

  it("reads the SCTE 104 splice requests at their edit units", async () => {
    const report = (await analyzed(["scte35"])).analysis!.scte104!;
    expect(report.errors).toBe(0);
    expect(report.messages.map((m) => [m.edit_unit, m.operations[0]!.splice_event_id])).toEqual([
      [25, 31],
      [50, 32],
    ]);
  });

  it("reads CC1 from the caption distribution packet", async () => {
    const captions = (await analyzed(["captions"])).video[0]!.analysis!.captions!;
    expect(captions.cea608).toEqual([{ channel: "CC1", text_characters: 2, control_codes: 2, sample: "OK" }]);
  });
});
