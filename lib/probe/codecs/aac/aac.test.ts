import { describe, expect, it } from "vitest";
import { AudioStream } from "../../schema";
import { ffprobeStream, fixtureBytes, mediainfoTrack, transportStreamElementaryStream } from "../testing/node-fixtures";
import { aacCodec, audioSpecificConfigStream } from ".";

describe("AAC", () => {
  it("reads ADTS AAC LC in a transport stream as both references do", () => {
    const file = "muxjs__test-segment.ts";
    const stream = aacCodec.parse(transportStreamElementaryStream(file, 257, 3), []);
    const ffprobe = ffprobeStream(file, 257);
    const mediainfo = mediainfoTrack(file, "Audio", 257);
    expect(AudioStream.parse(stream)).toEqual(stream);
    expect(stream).toMatchObject({
      format: "mp4a",
      sample_rate: { numerator: Number(mediainfo.SamplingRate), denominator: 1 },
      channels: ffprobe.channels,
      label: ["L", "R"], // MediaInfo ChannelLayout "L R"
      extension: [{ type: "mp4a", profile_ObjectType: 1, sampling_frequency_index: 4, channel_configuration: 2 }],
    });
    expect(stream?.$annotation?.format).toBe(`AAC (AAC ${ffprobe.profile})`);
  });

  it("reads the core of a raw ADTS HE-AACv2 stream, whose SBR and PS ADTS cannot signal", () => {
    const stream = aacCodec.parse(fixtureBytes("pmi__aac_he_v2.aac"), []);
    // The ADTS header codes the AAC LC core: 22.05 kHz mono (sampling_frequency_index 7, channel_configuration 1).
    // Both references report the decoded 44.1 kHz stereo, found by decoding the SBR and PS payloads in the
    // raw data blocks (implicit signalling, 14496-3 1.6.5.2), which this header parser does not do.
    expect(stream).toMatchObject({ sample_rate: { numerator: 22050, denominator: 1 }, channels: 1 });
    expect(mediainfoTrack("pmi__aac_he_v2.aac", "Audio").Format_Settings_SBR).toBe("Yes (Implicit)");
  });

  it("reads explicit HE-AACv2 signalling from an AudioSpecificConfig, as an esds box carries it", () => {
    // audioObjectType 29 (PS), samplingFrequencyIndex 7 (22.05 kHz), channelConfiguration 1,
    // extensionSamplingFrequencyIndex 4 (44.1 kHz), audioObjectType 2 (AAC LC): 11101 0111 0001 0100 00010 + GASpecificConfig.
    const stream = audioSpecificConfigStream(new Uint8Array([0b11101011, 0b10001010, 0b00001000, 0b00000000]), [])!;
    expect(stream).toMatchObject({ sample_rate: { numerator: 44100, denominator: 1 }, channels: 2, label: ["L", "R"] });
    expect(stream.extension?.[0]).toMatchObject({ audioObjectType: 2, sbrPresentFlag: true, psPresentFlag: true });
    expect(stream.$annotation?.format).toBe("AAC (HE-AACv2)");
  });

  it("reports an AudioSpecificConfig cut short", () => {
    const diagnostics: string[] = [];
    expect(audioSpecificConfigStream(new Uint8Array([0b11101011]), diagnostics)).toBeUndefined();
    expect(diagnostics).toEqual(["AAC: AudioSpecificConfig of 1 bytes is truncated"]);
  });
});
