import { describe, expect, it } from "vitest";
import { AudioStream } from "../../schema";
import {
  mediainfoTrack,
  pesPayload,
  programStreamFirstPes,
  transportStreamElementaryStream,
} from "../testing/node-fixtures";
import { blurayLpcmCodec, dvdLpcmCodec } from ".";

const DVD = "derived/gen__dvd_lpcm_s16_stereo.vob";
const BLURAY = "derived/gen__bluray_lpcm_s16_stereo.m2ts";
const PRIVATE_STREAM_1 = 0xbd;

describe("LPCM headers", () => {
  it("reads DVD-Video LPCM from a private_stream_1 payload", () => {
    const stream = dvdLpcmCodec.parse(pesPayload(programStreamFirstPes(DVD, PRIVATE_STREAM_1)), []);
    const mediainfo = mediainfoTrack(DVD, "Audio");
    expect(AudioStream.parse(stream)).toEqual(stream);
    expect(stream).toMatchObject({
      format: `in${mediainfo.BitDepth}`,
      sample_rate: { numerator: Number(mediainfo.SamplingRate), denominator: 1 },
      channels: Number(mediainfo.Channels),
      bit_rate: Number(mediainfo.BitRate),
      properties: { LpcmTransport: mediainfo.MuxingMode }, // "DVD-Video"
      extension: [{ sub_stream_id: 0xa0 }],
    });
  });

  it("reads Blu-ray LPCM from a stream_type 0x80 PES payload", () => {
    const stream = blurayLpcmCodec.parse(transportStreamElementaryStream(BLURAY, 0x1100, 1), []);
    const mediainfo = mediainfoTrack(BLURAY, "Audio", 0x1100);
    expect(stream).toMatchObject({
      format: `in${mediainfo.BitDepth}`,
      sample_rate: { numerator: Number(mediainfo.SamplingRate), denominator: 1 },
      channels: Number(mediainfo.Channels),
      label: ["L", "R"], // channel_assignment 3
      bit_rate: Number(mediainfo.BitRate),
      properties: { LpcmTransport: mediainfo.MuxingMode }, // "Blu-ray"
    });
  });

  it("rejects a payload that is not DVD LPCM", () => {
    expect(dvdLpcmCodec.parse(new Uint8Array([0x80, 1, 0, 0, 0, 0, 0]), [])).toBeUndefined(); // 0x80: AC-3 sub-stream
  });
});
