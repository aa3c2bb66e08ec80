// Spec 2.5 conventions that hold whatever the container: `manifest` names the probed file (a multi-file
// MXF OP-Atom set lists its members, mxf-format.test.ts), and a stream whose container names no language
// has language "und". Expected languages come from the references: where neither ffprobe nor MediaInfo
// report one for a stream, the container names none.
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "./codecs/testing/node-fixtures";
import { MemorySource, sourceFileName } from "./io/byte-source";
import { probe } from "./probe";

const ONE_OF_EACH = [
  "gen__h264_ac3.ts", // TS: video without an ISO 639 descriptor, audio with "fra"
  "gen__dvd_mpeg2_ac3_ps.mpg",
  "gen__h264_annexb.264",
  "bmx__sample.mxf",
  "exif__DV.dv",
  "pmi__sample.mp4",
  "gen__vp9_opus.webm",
  "gen__bwf_pcm24_bext.wav",
];

describe("docs/api.md §2.5 conventions in every container", () => {
  it.each(ONE_OF_EACH)("%s: the manifest names the file; every stream has a language", async (name) => {
    const result = await probe(new MemorySource(fixtureBytes(name), `/some/folder/${name}`));
    expect(result.manifest).toEqual([name]);
    for (const stream of [...result.video, ...result.audio, ...result.subtitle]) expect(stream.language).toMatch(/^[a-z]{3}$/);
  });

  it("gives und to a transport stream's video that has no ISO 639 descriptor, and keeps the audio's (ffprobe: fra)", async () => {
    const result = await probe(new MemorySource(fixtureBytes("gen__h264_ac3.ts"), "gen__h264_ac3.ts"));
    expect(result.video[0]?.language).toBe("und");
    expect(result.audio[0]?.language).toBe("fra");
  });

  it("names the file of a path, a Windows path and a URL without its query", () => {
    expect(sourceFileName("/media/a/clip.mxf")).toBe("clip.mxf");
    expect(sourceFileName("C:\\media\\clip.mxf")).toBe("clip.mxf");
    expect(sourceFileName("https://cdn.example/media/clip.ts?token=a/b#t=1")).toBe("clip.ts");
  });
});
