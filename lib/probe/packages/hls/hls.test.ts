import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ffprobeJson,
  hlsFragmentedLadder,
  hlsLivePlaylist,
  hlsTransportStreamLadder,
} from "../testing/node-package-builders";
import { probeFolder } from "../testing/node-probe-package";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { parseAttributeList } from "./attribute-list";
import fc from "fast-check";

// Each probe reads several files and loads several parsers: slow on a loaded machine.
describe("HLS presentations", { timeout: 60_000 }, () => {
  const folders: string[] = [];
  let transportStream: string;
  let fragmented: string;
  let live: string;
  beforeAll(() => {
    folders.push(
      (transportStream = hlsTransportStreamLadder()),
      (fragmented = hlsFragmentedLadder()),
      (live = hlsLivePlaylist()),
    );
  }, 120_000);
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("reads a TS ladder as one container: a stream per rendition, fields from the first segments", async () => {
    const result = await probeFolder(transportStream);
    const reference = ffprobeJson(path.join(transportStream, "master.m3u8"));
    expect(result.type).toBe("hls");
    expect(result.duration).toBe("00:00:10.000"); // 10 s encoded; ffprobe 10.000000
    expect(Number(reference.format.duration)).toBe(10);
    expect(result.manifest).toEqual([
      "master.m3u8",
      "out_0/index.m3u8",
      "out_0/seg_000.ts",
      "out_1/index.m3u8",
      "out_1/seg_000.ts",
    ]);
    expect(result.properties).toMatchObject({ Presentation: "vod", VariantStreams: 2 });
    const videos = reference.streams.filter((stream) => stream.codec_type === "video");
    expect(
      result.video.map((stream) => [stream.format, stream.width, stream.height, stream.sample_rate, stream.duration]),
    ).toEqual([
      ["avc1", videos[0]!.width, videos[0]!.height, { numerator: 25, denominator: 1 }, 250],
      ["avc1", videos[1]!.width, videos[1]!.height, { numerator: 25, denominator: 1 }, 250],
    ]);
    expect(result.video[0]!.properties).toMatchObject({
      BANDWIDTH: Number(videos[0]!.tags && (videos[0]!.tags as Record<string, string>).variant_bitrate),
      RESOLUTION: "320x180",
      Segments: 5,
    });
    // The audio muxed into each variant: 48 kHz stereo AAC, 10 s.
    expect(
      result.audio.map((stream) => [stream.format, stream.channels, stream.sample_rate?.numerator, stream.duration]),
    ).toEqual([
      ["mp4a", 2, 48000, 480000],
      ["mp4a", 2, 48000, 480000],
    ]);
  });

  it("reads fMP4 segments with their EXT-X-MAP init segment and an AUDIO rendition with its language", async () => {
    const result = await probeFolder(fragmented);
    expect(result.manifest).toEqual(
      expect.arrayContaining(["out_0/init_0.mp4", "out_0/seg_000.m4s", "out_Deutsch/index.m3u8"]),
    );
    expect(result.video.map((stream) => [stream.format, stream.width, stream.height])).toEqual([
      ["avc1", 320, 180],
      ["avc1", 160, 90],
    ]);
    // The audio-only variant and the AUDIO rendition are one playlist: one audio stream.
    expect(result.audio).toHaveLength(1);
    expect(result.audio[0]).toMatchObject({
      format: "mp4a",
      channels: 2,
      language: "ger",
      properties: { TYPE: "AUDIO", "GROUP-ID": "group_aud" },
    });
    expect(result.duration).toBe("00:00:10.000");
  });

  it("tells a live playlist (no EXT-X-ENDLIST) and gives it no duration", async () => {
    const result = await probeFolder(live);
    expect(result.properties.Presentation).toBe("live");
    expect(result.duration).toBeUndefined();
    expect(result.video[0]).toMatchObject({
      format: "avc1",
      width: 160,
      height: 90,
      properties: { "EXT-X-MEDIA-SEQUENCE": 7, Segments: 3 },
    });
    expect(result.video[0]!.duration).toBeUndefined();
  });

  it("probes no playlist as a segment: one that names itself, or two that name each other, end with a diagnostic", async () => {
    // "?" is a reference to the playlist itself (RFC 3986 5.2: same document, empty query).
    const itself = await probe(
      new MemorySource(new TextEncoder().encode("#EXTM3U\n#EXTINF:2,\n?\n#EXT-X-ENDLIST\n"), "index.m3u8"),
    );
    expect(itself.type).toBe("hls");
    expect(itself.$diagnostics).toEqual([expect.stringContaining("(first segment)")]);
    const folder = mkdtempSync(path.join(tmpdir(), "broadmark-hls-loop-"));
    folders.push(folder);
    writeFileSync(path.join(folder, "master.m3u8"), "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\nmedia.m3u8\n");
    writeFileSync(path.join(folder, "media.m3u8"), "#EXTM3U\n#EXTINF:2,\nmaster.m3u8\n#EXT-X-ENDLIST\n");
    const each = await probeFolder(folder);
    expect(each.type).toBe("hls");
    expect(each.$diagnostics).toEqual([expect.stringContaining("master.m3u8 (first segment)")]);
  });

  it("parses attribute lists whatever the quoted strings hold", () => {
    expect(parseAttributeList('BANDWIDTH=400400,CODECS="avc1.64000d,mp4a.40.2",RESOLUTION=320x180')).toEqual(
      new Map([
        ["BANDWIDTH", "400400"],
        ["CODECS", "avc1.64000d,mp4a.40.2"],
        ["RESOLUTION", "320x180"],
      ]),
    );
    fc.assert(fc.property(fc.string(), (text) => void parseAttributeList(text)));
  });
});
