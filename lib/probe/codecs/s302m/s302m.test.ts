import { describe, expect, it } from "vitest";
import { AudioStream } from "../../schema";
import { ffprobeStream, mediainfoTrack, transportStreamElementaryStream } from "../testing/node-fixtures";
import { smpte302mCodec } from ".";
import { channelCoding } from "./channel-coding";
import { parseAes3DataHeader } from "./aes3-data-header";

const FILE = "gen__mpeg2_s302m_24bit.ts";

describe("SMPTE ST 302 AES3 data header", () => {
  it("reads 24-bit stereo PCM as both references do", () => {
    const stream = smpte302mCodec.parse(transportStreamElementaryStream(FILE, 257, 1), []);
    const ffprobe = ffprobeStream(FILE, 257);
    const mediainfo = mediainfoTrack(FILE, "Audio", 257);
    expect(AudioStream.parse(stream)).toEqual(stream);
    expect(stream).toMatchObject({
      format: "in24",
      bits_per_sample: Number(mediainfo.BitDepth),
      sample_rate: { numerator: Number(ffprobe.sample_rate), denominator: 1 },
      channels: ffprobe.channels,
      // MediaInfo's 2 304 000 b/s is the PCM payload (2 × 24 × 48 000); ffprobe's 2 689 500 counts AES3 framing.
      bit_rate: Number(mediainfo.BitRate),
      coding: ["PCM", "PCM"],
      properties: { LpcmTransport: "SMPTE ST 302" },
    });
  });

  it("recognises SMPTE ST 337 burst preambles in a channel pair", () => {
    const header = parseAes3DataHeader(new Uint8Array([0x00, 0x07, 0x00, 0x20])); // 2 channels, 24 bits
    // One subframe pair with Pa = 0x96F872 and Pb = 0xA54E1F, packed as ST 302 sends them: each sample
    // least significant bit first, followed by its 4 V, U, C, F bits (zero here), bits reversed per byte.
    const pair = 0x96f872n | (0xa54e1fn << 28n);
    const reverse = (byte: number) =>
      Number.parseInt(byte.toString(2).padStart(8, "0").split("").reverse().join(""), 2);
    const bytes = Array.from({ length: 7 }, (_, i) => reverse(Number((pair >> BigInt(8 * i)) & 0xffn)));
    expect(channelCoding(header, new Uint8Array(bytes))).toEqual(["SMPTE ST 337 data", "SMPTE ST 337 data"]);
  });
});
