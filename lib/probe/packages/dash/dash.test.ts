import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashSegmentListPackage, dashTemplateLadder } from "../testing/node-package-builders";
import { probeFolder } from "../testing/node-probe-package";
import { parseIsoDuration } from "./iso-duration";
import { expandTemplate } from "./segment-addressing";

// Each probe reads several files and loads several parsers: slow on a loaded machine.
describe("DASH presentations", { timeout: 60_000 }, () => {
  const folders: string[] = [];
  let template: string;
  let list: string;
  beforeAll(() => {
    folders.push((template = dashTemplateLadder()), (list = dashSegmentListPackage()));
  }, 120_000);
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("resolves SegmentTemplate ($RepresentationID$, $Number%05d$) and probes each first segment with its init segment", async () => {
    const result = await probeFolder(template);
    expect(result.type).toBe("dash");
    expect(result.duration).toBe("00:00:10.000"); // 10 s encoded
    expect(result.manifest).toEqual([
      "manifest.mpd",
      "init-stream0.m4s",
      "chunk-stream0-00001.m4s",
      "init-stream1.m4s",
      "chunk-stream1-00001.m4s",
      "init-stream2.m4s",
      "chunk-stream2-00001.m4s",
    ]);
    expect(
      result.video.map((stream) => [stream.format, stream.width, stream.height, stream.sample_rate, stream.duration]),
    ).toEqual([
      ["avc1", 320, 180, { numerator: 25, denominator: 1 }, 250],
      ["avc1", 160, 90, { numerator: 25, denominator: 1 }, 250],
    ]);
    expect(result.video[0]!.properties).toMatchObject({
      Representation: "0",
      bandwidth: 300000,
      SegmentAddressing: "SegmentTemplate",
    });
    expect(result.audio).toHaveLength(1);
    expect(result.audio[0]).toMatchObject({
      format: "mp4a",
      channels: 2,
      sample_rate: { numerator: 48000, denominator: 1 },
      duration: 480000,
    });
  });

  it("reads SegmentList byte ranges of one file per Representation", async () => {
    const result = await probeFolder(list);
    expect(result.duration).toBe("00:00:06.000");
    expect(result.manifest).toEqual(["out.mpd", "out-stream0.mp4", "out-stream1.mp4"]);
    expect(result.video[0]).toMatchObject({ format: "avc1", width: 160, height: 90, duration: 150 });
    expect(result.audio[0]).toMatchObject({
      format: "mp4a",
      channels: 1,
      sample_rate: { numerator: 44100, denominator: 1 },
      duration: 264600,
    });
  });

  it("gives a dynamic presentation no duration, and a Representation that cannot be read its MPD attributes", async () => {
    const mpd = path.join(template, "manifest.mpd");
    writeFileSync(mpd, readFileSync(mpd, "utf8").replace('type="static"', 'type="dynamic"'));
    rmSync(path.join(template, "chunk-stream1-00001.m4s"));
    const result = await probeFolder(template);
    expect(result.properties.type).toBe("dynamic");
    expect(result.duration).toBeUndefined();
    expect(result.video[1]).toMatchObject({
      format: "avc1",
      width: 160,
      height: 90,
      sample_rate: { numerator: 25, denominator: 1 },
    });
    expect(result.$diagnostics).toEqual([
      expect.stringMatching(/^chunk-stream1-00001\.m4s \(first segment of Representation 1\) cannot be read/),
    ]);
  });

  it("expands segment templates and ISO 8601 durations as ISO/IEC 23009-1 writes them", () => {
    expect(
      expandTemplate("seg-$RepresentationID$-$Number%05d$-$Time$-$$.m4s", {
        RepresentationID: "v1",
        Number: 7,
        Time: 9000,
      }),
    ).toBe("seg-v1-00007-9000-$.m4s");
    expect(parseIsoDuration("PT1H2M3.5S")).toBe(3723.5);
    expect(parseIsoDuration("P1DT1S")).toBe(86401);
    expect(parseIsoDuration("PT")).toBeUndefined();
    expect(parseIsoDuration("P1Y")).toBeUndefined();
  });
});
