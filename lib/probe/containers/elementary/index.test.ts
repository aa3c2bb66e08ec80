import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { elementaryStream } from ".";
import { candidateCodecs, id3TagLength } from "./elementary-signatures";

describe("elementary stream signatures", () => {
  it("reads the start of real streams", () => {
    expect(candidateCodecs(fixtureBytes("gen__h264_annexb.264"))).toContain("h264");
    expect(candidateCodecs(fixtureBytes("pmi__aac_he_v2.aac"))).toEqual(["aac"]);
    expect(candidateCodecs(fixtureBytes("gen__dvd_mpeg2_ac3_ps.mpg"))).toEqual([]);
    expect(candidateCodecs(fixtureBytes("dmg__html_error_page.ts"))).toEqual([]);
  });

  it("measures an ID3v2 tag (syncsafe size, ID3v2.4 3.1)", () => {
    const tag = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x02, 0x01, ...new Array(257).fill(0)]);
    expect(id3TagLength(tag)).toBe(10 + 257);
  });
});

describe("raw elementary streams", () => {
  it("probes a raw H.264 byte stream through the codec parser (ffprobe: h264 High 320x240)", async () => {
    const result = await probe(new MemorySource(fixtureBytes("gen__h264_annexb.264"), "x.264"));
    expect(result.type).toBe("h264");
    expect(result.video[0]).toMatchObject({ format: "avc1", width: 320, height: 240 });
  });

  it("is not detected in containers or garbage", () => {
    for (const name of ["gen__h264_ac3.ts", "dmg__garbage_random_64KiB.ts", "pmi__sample.mp4"]) {
      expect(elementaryStream.detect(fixtureBytes(name).subarray(0, 65536), 0), name).toBe(0);
    }
  });
});
