// The program stream prober on the DVD-style fixture, against ffprobe and MediaInfo.
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";
import { parsePackHeader } from "./pack-header";
import { parsePrivateStream1 } from "./private-stream-1";
import { parseSystemHeader } from "./system-header";

const bytes = fixtureBytes("gen__dvd_mpeg2_ac3_ps.mpg");

describe("pack_header (ISO/IEC 13818-1 Table 2-38)", () => {
  it("reads the MPEG-2 pack of a DVD program stream: 10.08 Mb/s mux rate of -target pal-dvd", () => {
    const pack = parsePackHeader(bytes)!;
    expect(pack).toMatchObject({ mpegVersion: 2, program_mux_rate: 10_080_000 / 400, length: 14 });
    // The first SCR precedes the first PTS (ffprobe start_pts 48120).
    expect(pack.system_clock_reference_base).toBeLessThan(48120);
  });
});

describe("system_header (Table 2-40)", () => {
  it("reads the bounds a DVD mux declares: one video and one audio stream", () => {
    const length = 6 + ((bytes[14 + 4]! << 8) | bytes[14 + 5]!);
    const header = parseSystemHeader(bytes.subarray(14, 14 + length))!;
    expect(header.video_bound).toBe(1);
    expect(header.audio_bound).toBeGreaterThanOrEqual(1);
    // 0xB9 and 0xB8 stand for all video and all audio streams; then private_stream_1 and _2 (2.5.3.6).
    expect(header.stream_ids).toEqual([0xb9, 0xb8, 0xbd, 0xbf]);
  });
});

describe("private_stream_1 (DVD-Video)", () => {
  it("splits the AC-3 sub-stream header from the frames", () => {
    const payload = new Uint8Array([0x80, 0x01, 0x00, 0x01, 0x0b, 0x77]);
    // first_access_unit_pointer 1: the frame starts right after the pointer field.
    expect(parsePrivateStream1(payload)).toEqual({
      sub_stream_id: 0x80,
      payloadOffset: 4,
      dataOffset: 4,
      firstAccessUnitOffset: 4,
    });
  });
});

describe("MPEG program stream", () => {
  it("lists video, AC-3 and the navigation stream with the durations of the references", async () => {
    const result = await probe(new MemorySource(bytes, "dvd.mpg"));
    expect(ContainerProbe.safeParse(result).success).toBe(true);
    expect(result.type).toBe("m2ps");
    expect(result.video[0]).toMatchObject({
      format: "mp2v",
      width: 720,
      height: 576,
      duration: 50,
      properties: { MpegStreamId: 0xe0 },
    });
    expect(result.audio[0]).toMatchObject({
      format: "ac-3",
      properties: { MpegStreamId: 0xbd, MpegSubStreamId: 0x80 },
    });
    expect(result.data?.map((d) => d.format)).toEqual(["dvdn"]);
    // MediaInfo: 2.016 s (the audio ends after the video's 2.000 s).
    expect(result.duration).toBe("00:00:02.016");
  });
});
