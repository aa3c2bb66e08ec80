// Bytes from outside never make the MXF pass's new readers fail with anything but a ProbeError: 10-bit ST 436
// payloads of any length and sample count, VBI and ANC elements of random bytes, picture essence of random
// bytes read as MPEG-2 and H.264 in bitstream display order, and a whole MXF file (ffmpeg's, with ANC and
// VBI elements, MPEG-2 long GOP) cut short or changed at random places.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../../../render/ffmpeg-binary";
import { scte104 } from "../../containers/mxf/testing/anc-payloads";
import { TEN_BIT_CODINGS, withAncElements, withVbiElements } from "../../containers/mxf/testing/ancillary-data";
import { ProbeError } from "../../errors";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { analyze } from "../analyze";
import { GopStructure } from "../gop-structure";
import { StartCodeScanner } from "../start-code-scanner";
import { H264VideoUnits } from "../video/h264-video-units";
import { Mpeg2VideoUnits } from "../video/mpeg2-video-units";
import { AncTally } from "./anc-tally";
import { tenBitSamples } from "./ten-bit-samples";

function resultOrProbeError(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProbeError);
  }
}

let work: string;
let mxf: Uint8Array;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "analysis-mxf-fuzz-"));
  const file = path.join(work, "made.mxf");
  const args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=25"];
  execFileSync(ffmpegPath(), [...args, "-t", "1", "-c:v", "mpeg2video", "-g", "12", "-bf", "2", "-f", "mxf", file]);
  const message = scte104.multipleOperationMessage([scte104.timeSignalRequest(0)], 1);
  const anc = { line: 9, DID: 0x41, SDID: 0x07, coding: TEN_BIT_CODINGS.luma, UDW: scte104.vancPayload(message) };
  const vbi = { line: 21, wrapping_type: 2, coding: 4, sample_count: 8, payload: [1, 2, 3, 4, 5, 6, 7, 8] };
  mxf = withVbiElements(withAncElements(readFileSync(file), new Map([[2, [anc]]])), new Map([[4, [vbi]]]));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the MXF pass on bytes from outside", () => {
  it("10-bit payloads: any bytes and sample count give samples or a ProbeError", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.integer({ min: 0, max: 0xffff }), (bytes, count) =>
        resultOrProbeError(() => tenBitSamples(bytes, count)),
      ),
    );
  });

  it("ANC and VBI elements of random bytes are counted as undecoded, never thrown", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const tally = new AncTally();
        tally.vbiElement(bytes);
        for (const packet of tally.packets(bytes)) expect(packet.packet.UDW.length).toBeLessThan(256);
        expect(tally.finish().vbi_elements).toBe(1);
      }),
    );
  });

  it.each([
    ["MPEG-2", Mpeg2VideoUnits],
    ["H.264", H264VideoUnits],
  ])("%s picture essence of random bytes never throws", (_, Reader) => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }), (elements) => {
        const sinks = { gop: new GopStructure(25) };
        const reader = new Reader(sinks, "bitstream");
        const scanner = new StartCodeScanner(4096, reader);
        for (const element of elements) {
          scanner.pesStart(undefined);
          scanner.data(element, 0, element.length);
        }
        scanner.finish();
        reader.finish();
        sinks.gop.finish();
      }),
    );
  });

  it("a whole MXF file cut or changed at random places: an analysis or a ProbeError", async () => {
    const damaged = fc
      .tuple(
        fc.integer({ min: 0, max: mxf.length }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 40 }),
      )
      .map(([cut, changes]) => {
        const bytes = mxf.slice(0, cut);
        for (const [at, value] of changes) if (bytes.length > 0) bytes[at % bytes.length] = value;
        return bytes;
      });
    await fc.assert(
      fc.asyncProperty(damaged, async (bytes) => {
        try {
          const source = new MemorySource(bytes, "damaged.mxf");
          await analyze(source, await probe(source), { analyses: ["gop", "captions", "scte35", "bitrate"] });
        } catch (error) {
          expect(error).toBeInstanceOf(ProbeError);
        }
      }),
      { numRuns: 40 },
    );
  });
});
