// JPEG 2000 codestream headers in the containers that carry them. Expected values come from the
// references (fixtures/media/reference, derived/reference), from how derived files were made
// (fixtures/media/DERIVED.md) and from ISO/IEC 15444-1 Table A.10; never from this code.
import { describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";
import { ffprobeStream, fixtureBytes, mediainfoTrack } from "../testing/node-fixtures";
import { readFileSync } from "node:fs";
import { rsizProfileName } from ".";

const HT_VIDEO = "packages/photon__HT_IMP/VIDEO_6ed567b7-c030-46d6-9c1c-0f09bab4b962.mxf";
const MEDIA = new URL("../../../../fixtures/media/", import.meta.url);

async function probeBytes(bytes: Uint8Array, name: string) {
  const result = await probe(new MemorySource(bytes, name));
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return result;
}

function replaceAll(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const [a, b] = [Buffer.from(from, "hex"), Buffer.from(to, "hex")];
  const out = Buffer.from(bytes);
  for (let at = out.indexOf(a); at >= 0; at = out.indexOf(a, at + 1)) b.copy(out, at);
  return new Uint8Array(out);
}

describe("JPEG 2000 profiles (Rsiz, ISO/IEC 15444-1 Table A.10)", () => {
  it("names the broadcast, IMF and HTJ2K capabilities", () => {
    expect(rsizProfileName(0x0307)).toBe("Broadcast contribution multi-tile reversible, level 7");
    expect(rsizProfileName(0x0524)).toBe("IMF 4K single tile lossy, main level 4, sublevel 2");
    expect(rsizProfileName(0x4000)).toBe("HTJ2K (ISO/IEC 15444-15), No restrictions");
    expect(rsizProfileName(0x0004)).toBe("4K digital cinema");
  });
});

describe("JPEG 2000 in MXF (SMPTE ST 422)", () => {
  it("reads the HTJ2K codestream of an IMF App 2E track file: 12-bit, CAP with Part 15", async () => {
    const result = await probeBytes(new Uint8Array(readFileSync(new URL(HT_VIDEO, MEDIA))), "VIDEO.mxf");
    const mediainfo = JSON.parse(readFileSync(new URL(`reference/mediainfo/${HT_VIDEO}.json`, MEDIA), "utf8")) as {
      media: { track: Record<string, string>[] };
    };
    const track = mediainfo.media.track.find((t) => t["@type"] === "Video")!;
    const video = result.video[0]!;
    expect(video).toMatchObject({
      format: "mjp2",
      width: Number(track.Width),
      height: Number(track.Height),
      bit_depth: Number(track.BitDepth),
    });
    const codestream = video.extension?.find((e) => e.type === "mjp2");
    expect(codestream?.Rsiz).toBe(parseInt(track.Format_Profile!, 16)); // MediaInfo "4000", ffprobe profile 16384
    expect(video.properties?.HighThroughput).toBe(true);
    // ST 422: the sub-descriptor repeats the codestream's SIZ and COD, read here from the header metadata.
    const sub = video.extension?.find((e) => e.type === "JPEG2000SubDescriptor");
    expect(sub).toMatchObject({ Rsiz: codestream?.Rsiz, Csiz: 3, PictureComponentSizing: codestream?.components });
    expect((sub?.CodingStyleDefault as { SPcod: unknown }).SPcod).toEqual(codestream?.SPcod);
  });

  it("reads a broadcast-profile codestream (regxml__video1.mxf: ffprobe profile 775, yuv422p10le)", async () => {
    const name = "regxml__video1.mxf";
    const result = await probeBytes(fixtureBytes(name), name);
    const ffprobe = ffprobeStream(name, 0);
    const video = result.video[0]!;
    expect(video.extension?.find((e) => e.type === "mjp2")).toMatchObject({ Rsiz: Number(ffprobe.profile), Csiz: 3 });
    expect(video.bit_depth).toBe(Number(ffprobe.bits_per_raw_sample));
    expect(video.properties?.Jpeg2000Profile).toMatch(/^Broadcast contribution multi-tile reversible/);
  });

  it("takes format and size from the codestream when the labels are unknown and the descriptor's size is wrong", async () => {
    // Made 256x144 4:2:2 by ffmpeg (DERIVED.md); here its coding and container labels are made unregistered
    // and the descriptor's stored and sampled sizes (local tags 3203/3202, 3205/3204) say 240x135.
    let bytes = fixtureBytes("derived/gen__j2k_422_2f.mxf");
    bytes = replaceAll(bytes, "0401020203010100", "040102027f7f0100");
    bytes = replaceAll(bytes, "0d010301020c01", "0d0103017f7f01");
    for (const [width, height] of [
      ["3203", "3202"],
      ["3205", "3204"],
    ]) {
      bytes = replaceAll(bytes, `${width}000400000100`, `${width}0004000000f0`);
      bytes = replaceAll(bytes, `${height}000400000090`, `${height}000400000087`);
    }
    const result = await probeBytes(bytes, "relabelled.mxf");
    expect(result.video[0]).toMatchObject({
      format: "mjp2",
      width: 256,
      height: 144,
      bit_depth: 8,
      chroma_subsampling: { horizontal: 2, vertical: 1 },
    });
    expect(result.$diagnostics).toContainEqual(
      expect.stringMatching(/descriptor gives width 240 but the mjp2 bitstream 256/),
    );
  });
});

describe("JPEG 2000 in QuickTime/MP4 ('mjp2' sample entry)", () => {
  it("reads the first sample's codestream (MediaInfo: 8-bit 4:2:2, profile No restrictions)", async () => {
    const name = "derived/gen__j2k_422_2f.mov";
    const result = await probeBytes(fixtureBytes(name), name);
    const mediainfo = mediainfoTrack(name, "Video");
    expect(result.video[0]).toMatchObject({
      format: "mjp2",
      width: Number(mediainfo.Width),
      height: Number(mediainfo.Height),
      bit_depth: Number(mediainfo.BitDepth),
      chroma_subsampling: { horizontal: 2, vertical: 1 }, // MediaInfo ChromaSubsampling 4:2:2
      properties: { Jpeg2000Profile: mediainfo.Format_Profile },
    });
  });
});
