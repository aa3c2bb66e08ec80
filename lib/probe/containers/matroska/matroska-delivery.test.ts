// Matroska tracks of subtitle-editing and archive files of the corpus (fixtures/media/MANIFEST.md):
// V_MS/VFW/FOURCC unwrapped to its coding (a BITMAPINFOHEADER's biCompression), and the text codings
// named for what they are.
import { describe, expect, it } from "vitest";
import { ffprobeStreams, fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";

const probeFixture = (name: string) => probe(new MemorySource(fixtureBytes(name), name));

describe("Matroska codings named by what they carry", () => {
  it("unwraps V_MS/VFW/FOURCC 'DIVX' to MPEG-4 Visual, and S_TEXT/UTF8 is SubRip-style text (subedit__sample_MKV_SRT.mkv)", async () => {
    const name = "subedit__sample_MKV_SRT.mkv";
    const result = await probeFixture(name);
    const reference = ffprobeStreams(name);
    expect(reference.map((s) => [s.codec_name, s.codec_tag_string])).toEqual([
      ["mpeg4", "DIVX"],
      ["subrip", "[0][0][0][0]"],
    ]);
    expect(result.video[0]).toMatchObject({
      format: "mp4v",
      width: 176,
      height: 144,
      properties: { CodecId: "V_MS/VFW/FOURCC" },
    });
    expect(result.subtitle[0]!.format).toBe("srt ");
  });

  it("names USF, VobSub and PGS tracks (subedit__sample_MKV_USF.mks, subedit__sample_MKV_VobSub_PGS.mkv)", async () => {
    expect((await probeFixture("subedit__sample_MKV_USF.mks")).subtitle.map((s) => s.format)).toEqual(["usf "]);
    const vobsubPgs = await probeFixture("subedit__sample_MKV_VobSub_PGS.mkv");
    expect(vobsubPgs.video[0]!.format).toBe("mp4v");
    expect(vobsubPgs.subtitle.map((s) => s.format)).toEqual(["vobs", "pgs "]);
  });
});
