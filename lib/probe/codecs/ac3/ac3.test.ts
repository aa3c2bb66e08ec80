import { describe, expect, it } from "vitest";
import { AudioStream } from "../../schema";
import { ffprobeStream, fixtureBytes, mediainfoTrack, transportStreamElementaryStream } from "../testing/node-fixtures";
import { ac3Codec, eac3Codec } from ".";

describe("AC-3 and E-AC-3 sync frames", () => {
  it.each([
    ["gen__h264_ac3.ts", 257],
    ["gen__h264_ac3_192byte.m2ts", 4352],
  ])("reads AC-3 in %s as both references do", (file, pid) => {
    const stream = ac3Codec.parse(transportStreamElementaryStream(file, pid, 3), []);
    const ffprobe = ffprobeStream(file, pid);
    const mediainfo = mediainfoTrack(file, "Audio", pid);
    expect(AudioStream.parse(stream)).toEqual(stream);
    expect(stream).toMatchObject({
      format: "ac-3",
      sample_rate: { numerator: Number(ffprobe.sample_rate), denominator: 1 },
      channels: ffprobe.channels,
      bit_rate: Number(mediainfo.BitRate),
      label: ["L", "R"], // MediaInfo ChannelLayout "L R"
      extension: [{ type: "ac-3", bsid: 8, acmod: 2, lfeon: false, dialnorm: 31 }], // MediaInfo dialnorm −31
    });
  });

  it("reads E-AC-3 (bsid 16) even when asked as AC-3, as DVB signals both alike", () => {
    const file = "tsduck__test-026.ts";
    const es = transportStreamElementaryStream(file, 130, 3);
    const stream = ac3Codec.parse(es, []);
    const ffprobe = ffprobeStream(file, 130);
    expect(eac3Codec.parse(es, [])).toEqual(stream);
    expect(stream).toMatchObject({
      format: "ec-3",
      sample_rate: { numerator: Number(ffprobe.sample_rate), denominator: 1 },
      channels: ffprobe.channels,
      bit_rate: Number(ffprobe.bit_rate), // 128 kb/s: (frmsiz 255 + 1) × 2 bytes × 8 per 1536 samples at 48 kHz
      extension: [{ type: "ec-3", strmtyp: 0, bsid: 16, numblkscod: 3, dialnorm: 23 }], // MediaInfo bsid 16, dialnorm −23
    });
  });
});

describe("whole AC-3 frames of a PES payload", () => {
  // Two 1280-byte AC-3 frames (fscod 0, frmsizecod 26: 320 kbit/s at 48 kHz; bsid 8; A/52 Table 5.18),
  // the header bytes of a generated BDAV stream's audio (ts192_mpeg2_ac3_7.m2ts). Inside the first
  // frame's data lie bytes that read as an E-AC-3 header (bsid 16, frmsiz 0x7FF: a 4096-byte frame
  // that runs past the payload), as coded audio can hold by chance.
  const AC3_HEADER = [0x0b, 0x77, 0x31, 0x25, 0x1a, 0x40, 0x8b, 0xe1];
  const FALSE_EAC3_HEADER = [0x0b, 0x77, 0x07, 0xff, 0x34, 0x80];
  const payload = new Uint8Array(2 * 1280);
  payload.set(AC3_HEADER, 0);
  payload.set(FALSE_EAC3_HEADER, 100);
  payload.set(AC3_HEADER, 1280);

  it("counts the AC-3 frames, not a false E-AC-3 header that yields none", () => {
    // 2 frames of 1536 samples at 48 kHz.
    expect(ac3Codec.countWholeFrames?.(payload)).toMatchObject({ frames: 2, seconds: (2 * 1536) / 48000 });
  });

  it("adds a dependent substream's custom channel map to the independent substream's channels (7.1)", () => {
    const file = "dlbmp4__7ch_ddp_25fps_channel_id.ec3";
    const stream = eac3Codec.parse(fixtureBytes(file).subarray(0, 64 * 1024), []);
    expect(stream).toMatchObject({
      format: "ec-3",
      channels: ffprobeStream(file, 0).channels, // 8, as MediaInfo: independent acmod 7 (3/2) + LFE, dependent acmod 6
      // chanmap of the dependent substream (A/52 Table E.2.5) adds the Lrs/Rrs pair to 5.1
      label: ["L", "C", "R", "Ls", "Rs", "LFE", "Lrs", "Rrs"],
    });
  });
});
