// Spec 2.5 conventions that hold whatever the container: `manifest` names the probed file (a multi-file
// MXF OP-Atom set lists its members, mxf-format.test.ts), and a stream whose container names no language
// has language "und". Expected languages come from the references: where neither ffprobe nor MediaInfo
// report one for a stream, the container names none. And the layout the prober's README promises: each
// syntax structure of a registry's folder is one file whose descriptor has its line in the registry.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "./codecs/testing/node-fixtures";
import { MemorySource, sourceFileName } from "./io/byte-source";
import { probe } from "./probe";
import { MOVIE_BOXES, SAMPLE_ENTRY_BOXES } from "./containers/mp4/boxes";
import * as listedDescriptors from "./containers/mpeg-ts/descriptors";
import * as listedTables from "./containers/mpeg-ts/tables";

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
    for (const stream of [...result.video, ...result.audio, ...result.subtitle])
      expect(stream.language).toMatch(/^[a-z]{3}$/);
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

/** The descriptor-like values each file of `folder` exports (those `isDescriptor` recognises), by file name. */
async function exportedDescriptors(
  folder: string,
  isDescriptor: (value: unknown) => boolean,
): Promise<Map<string, unknown[]>> {
  const directory = path.join(import.meta.dirname, folder);
  const files = readdirSync(directory).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const byFile = new Map<string, unknown[]>();
  for (const file of files) {
    const exported = (await import(path.join(directory, file))) as Record<string, unknown>;
    byFile.set(file, Object.values(exported).filter(isDescriptor));
  }
  return byFile;
}

const hasKeys =
  (...keys: string[]) =>
  (value: unknown) =>
    typeof value === "object" && value !== null && keys.every((key) => key in value);

describe("one file per syntax structure, and its one registry line", () => {
  it("registers every box a file of containers/mp4/boxes describes", async () => {
    const registered = new Set<unknown>([...MOVIE_BOXES, ...SAMPLE_ENTRY_BOXES]);
    // sinf is read before the other boxes of a sample entry (it names the coding they configure), and
    // the visual and audio sample entries by their track's handler (video-track.ts, audio-track.ts).
    const readDirectly = new Set(["sinf.ts"]);
    const withoutDescriptor = new Set([
      "index.ts",
      "sample-entry.ts",
      "visual-sample-entry.ts",
      "audio-sample-entry.ts",
    ]);
    const byFile = await exportedDescriptors(
      "containers/mp4/boxes",
      (value) => hasKeys("parse")(value) || hasKeys("container")(value),
    );
    for (const [file, descriptors] of byFile) {
      if (withoutDescriptor.has(file)) continue;
      expect(descriptors.length, `${file} exports no box descriptor`).toBeGreaterThan(0);
      if (readDirectly.has(file)) continue;
      for (const descriptor of descriptors)
        expect(registered.has(descriptor), `a box of ${file} is not in boxes/index.ts`).toBe(true);
    }
  });

  it("lists every descriptor syntax of containers/mpeg-ts/descriptors in its index", async () => {
    const listed = new Set<unknown>(Object.values(listedDescriptors));
    const byFile = await exportedDescriptors("containers/mpeg-ts/descriptors", hasKeys("descriptor_tag", "name"));
    const helpers = new Set([
      "index.ts",
      "registry.ts",
      "descriptor-syntax.ts",
      "descriptor-loop.ts",
      "dvb-text.ts",
      "language-code.ts",
    ]);
    for (const [file, syntaxes] of byFile) {
      if (helpers.has(file)) continue;
      expect(syntaxes.length, `${file} exports no descriptor syntax`).toBeGreaterThan(0);
      for (const syntax of syntaxes)
        expect(listed.has(syntax), `a descriptor of ${file} is not in descriptors/index.ts`).toBe(true);
    }
  });

  it("lists every PSI table of containers/mpeg-ts/tables in its index", async () => {
    const listed = new Set<unknown>(Object.values(listedTables));
    const byFile = await exportedDescriptors("containers/mpeg-ts/tables", hasKeys("table_id", "name"));
    const helpers = new Set(["index.ts", "registry.ts", "table-syntax.ts"]);
    for (const [file, syntaxes] of byFile) {
      if (helpers.has(file)) continue;
      expect(syntaxes, `${file} exports one table syntax`).toHaveLength(1);
      expect(listed.has(syntaxes[0]), `the table of ${file} is not in tables/index.ts`).toBe(true);
    }
  });
});
