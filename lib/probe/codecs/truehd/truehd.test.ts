// Dolby TrueHD and MLP major syncs in raw files (derived fixtures; references in fixtures/media/derived/reference).
import { describe, expect, it } from "vitest";
import { ffprobeStreams, fixtureBytes, mediainfoTrack } from "../testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { samplingFrequency } from ".";

describe("raw TrueHD and MLP", () => {
  it.each([
    ["derived/gen__truehd_stereo_96k.thd", "TrueHD"],
    ["derived/gen__mlp_51.mlp", "MLP"],
  ])("reads the major sync of %s", async (name, kind) => {
    const result = await probe(new MemorySource(fixtureBytes(name)));
    const reference = ffprobeStreams(name)[0]!;
    expect(result.type).toBe("thd");
    expect(result.audio[0]).toMatchObject({
      format: "mlpa",
      channels: reference.channels, // 2, 6
      sample_rate: { numerator: Number(reference.sample_rate), denominator: 1 }, // 96000, 44100
      properties: { Format: kind },
    });
    expect(result.audio[0]!.channels).toBe(Number(mediainfoTrack(name, "Audio").Channels));
  });

  it("reads TrueHD in a transport stream, stream_type 0x83 without a registration (derived/gen__truehd51.ts)", async () => {
    const name = "derived/gen__truehd51.ts";
    const result = await probe(new MemorySource(fixtureBytes(name)));
    const info = mediainfoTrack(name, "Audio", 0x100);
    // ffprobe leaves the stream unidentified; MediaInfo and the encoder's input agree: 5.1 at 48 kHz.
    expect(result.audio[0]).toMatchObject({
      format: "mlpa",
      channels: Number(info.Channels),
      sample_rate: { numerator: Number(info.SamplingRate), denominator: 1 },
      label: ["L", "R", "C", "LFE", "Ls", "Rs"],
    });
  });

  it("maps audio_sampling_frequency codes to 48/96/192 and 44.1/88.2/176.4 kHz, and no others", () => {
    expect([0, 1, 2, 8, 9, 10].map(samplingFrequency)).toEqual([48000, 96000, 192000, 44100, 88200, 176400]);
    expect([3, 7, 11, 15].map(samplingFrequency)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
