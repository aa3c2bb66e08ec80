// Bytes from outside never make the program stream or raw video stream pass fail with anything but a
// ProbeError: files ffmpeg makes (a DVD VOB with MPEG-2 video and AC-3, raw MPEG-2 video, H.264 and HEVC
// Annex B streams), cut short or changed at random places, analysed with the probe of the intact file (so that
// the damaged bytes reach the pass even where the prober would now reject them) and with their own probe.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProbeError } from "../errors";
import { MemorySource } from "../io/byte-source";
import { probe } from "../probe";
import type { ContainerProbe } from "../schema";
import { ffmpeg } from "../testing/node-sample-container-files";
import { analyze } from "./analyze";

const TEST_SOURCE = ["-f", "lavfi", "-i", "testsrc=size=160x120:rate=25", "-t", "1"];
const LONG_GOP = ["-g", "12", "-bf", "2"];
const FILES = {
  vob: [
    ...TEST_SOURCE,
    "-f",
    "lavfi",
    "-i",
    "sine=r=48000",
    "-t",
    "1",
    "-c:v",
    "mpeg2video",
    ...LONG_GOP,
    "-c:a",
    "ac3",
    "-f",
    "vob",
  ],
  m2v: [...TEST_SOURCE, "-c:v", "mpeg2video", ...LONG_GOP, "-f", "mpeg2video"],
  "264": [...TEST_SOURCE, "-c:v", "libx264", ...LONG_GOP, "-pix_fmt", "yuv420p", "-f", "h264"],
  hevc: [...TEST_SOURCE, "-c:v", "libx265", "-x265-params", "keyint=12:bframes=2:open-gop=1:log-level=0", "-f", "hevc"],
};
const ANALYSES = ["gop", "captions", "bitrate"] as const;

let work: string;
const made = new Map<string, { bytes: Uint8Array; probe: ContainerProbe }>();
beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "analysis-ps-es-fuzz-"));
  for (const [extension, args] of Object.entries(FILES)) {
    const bytes = readFileSync(ffmpeg(work, `made.${extension}`, args));
    made.set(extension, { bytes, probe: await probe(new MemorySource(bytes, `made.${extension}`)) });
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function damaged(valid: Uint8Array) {
  return fc
    .tuple(
      fc.integer({ min: 0, max: valid.length }),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 40 }),
    )
    .map(([cut, changes]) => {
      const bytes = valid.slice(0, cut);
      for (const [at, value] of changes) if (bytes.length > 0) bytes[at % bytes.length] = value;
      return bytes;
    });
}

describe("the program stream and raw video stream pass on bytes from outside", () => {
  it.each(Object.keys(FILES))("made.%s cut or changed: an analysis or a ProbeError", async (extension) => {
    const { bytes: valid, probe: intact } = made.get(extension)!;
    await fc.assert(
      fc.asyncProperty(damaged(valid), fc.boolean(), async (bytes, ownProbe) => {
        try {
          const source = new MemorySource(bytes, `damaged.${extension}`);
          const result = await analyze(source, ownProbe ? await probe(source) : intact, { analyses: [...ANALYSES] });
          expect(result.analysis!.analyses).toEqual([...ANALYSES]);
          // Read whole (the files are smaller than one chunk), whatever the damage; fewer bytes than a start
          // code hold nothing to read.
          if (!ownProbe && bytes.length >= 4) expect(result.analysis!.bytes_read).toBe(bytes.length);
        } catch (error) {
          expect(error).toBeInstanceOf(ProbeError);
        }
      }),
      { numRuns: 60 },
    );
  });
});
