import { describe, expect, it } from "vitest";
import { AudioStream } from "../../schema";
import { ffprobeStream, mediainfoTrack, transportStreamElementaryStream } from "../testing/node-fixtures";
import { mpegAudioCodec, parseMpegAudioFrameHeader } from ".";

describe("MPEG audio frame header", () => {
  it.each([
    ["gen__mpeg2_422_576i_mp2eng_tc.ts", 257],
    ["tsduck__test-025.ts", 4097],
    ["tsduck__test-064.ts", 257],
  ])("reads %s PID %i as both references do", (file, pid) => {
    const stream = mpegAudioCodec.parse(transportStreamElementaryStream(file, pid, 3), []);
    const ffprobe = ffprobeStream(file, pid);
    const mediainfo = mediainfoTrack(file, "Audio", pid);
    expect(AudioStream.parse(stream)).toEqual(stream);
    expect(stream).toMatchObject({
      format: "mp2l",
      sample_rate: { numerator: Number(ffprobe.sample_rate), denominator: 1 },
      channels: Number(mediainfo.Channels),
      bit_rate: Number(mediainfo.BitRate),
      label: ["L", "R"],
    });
    expect(stream?.extension?.[0]).toMatchObject({ type: "mp2l", ID: 1, layer: 2 }); // MPEG-1 Layer II ('10')
    expect(stream?.$annotation?.format).toBe("MPEG-1 Audio Layer II");
  });

  it("computes the frame length of 11172-3 2.4.3.1 so that the next frame follows", () => {
    const es = transportStreamElementaryStream("gen__mpeg2_422_576i_mp2eng_tc.ts", 257, 1);
    const first = parseMpegAudioFrameHeader(es, 0)!;
    expect(first.frameLength).toBe(768); // 144 × 256 000 ÷ 48 000
    expect(parseMpegAudioFrameHeader(es, first.frameLength)).toBeDefined();
  });

  it("finds nothing in bytes without a frame", () => {
    expect(mpegAudioCodec.parse(new Uint8Array(1000).fill(0xff), [])).toBeUndefined();
  });
});
