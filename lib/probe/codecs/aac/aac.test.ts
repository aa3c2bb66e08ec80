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

  it("reads implicit HE-AACv2 signalling in raw ADTS as both references do", () => {
    const file = "pmi__aac_he_v2.aac";
    const diagnostics: string[] = [];
    const stream = aacCodec.parse(fixtureBytes(file), diagnostics);
    const ffprobe = ffprobeStream(file, 0);
    const mediainfo = mediainfoTrack(file, "Audio");
    // The ADTS header codes the AAC LC core, 22.05 kHz mono (sampling_frequency_index 7, channel_configuration 1);
    // the SBR fill elements of the raw data blocks double the rate and their PS extension makes it stereo.
    expect(mediainfo).toMatchObject({ Format_Settings_SBR: "Yes (Implicit)", Format_Settings_PS: "Yes (Implicit)" });
    expect(stream).toMatchObject({
      sample_rate: { numerator: Number(mediainfo.SamplingRate), denominator: 1 },
      channels: ffprobe.channels,
      label: ["L", "R"],
      extension: [{ sampling_frequency_index: 7, channel_configuration: 1, sbrPresentFlag: true, psPresentFlag: true }],
    });
    expect(stream?.$annotation?.format).toBe(`AAC (${ffprobe.profile})`);
    expect(diagnostics).toEqual([]);
  });

  it("reads implicit HE-AACv2 signalling in ADTS carried in a transport stream (derived/gen__aac_he_v2_adts.ts)", () => {
    const file = "derived/gen__aac_he_v2_adts.ts";
    const stream = aacCodec.parse(transportStreamElementaryStream(file, 256, 8), []);
    const ffprobe = ffprobeStream(file, 256);
    expect(mediainfoTrack(file, "Audio", 256)).toMatchObject({
      SamplingRate: "44100",
      Channels: "2",
      Format_Settings_PS: "Yes (Implicit)",
    });
    expect(stream).toMatchObject({
      sample_rate: { numerator: Number(ffprobe.sample_rate), denominator: 1 },
      channels: ffprobe.channels,
    });
    expect(stream?.$annotation?.format).toBe(`AAC (${ffprobe.profile})`);
  });

  it("keeps the ADTS core and says why when the raw data cannot be read", () => {
    const bytes = fixtureBytes("pmi__aac_he_v2.aac").slice();
    bytes.fill(0xff, 7, 279); // the first frame's raw_data_block: element ids 7 (ID_END) and then no byte alignment to the end
    const diagnostics: string[] = [];
    expect(aacCodec.parse(bytes, diagnostics)).toMatchObject({
      sample_rate: { numerator: 22050, denominator: 1 },
      channels: 1,
    });
    expect(diagnostics).toEqual([
      "AAC: the raw data of the ADTS frame at byte 0 cannot be read (raw data ends at byte 8 of a 279-byte frame): SBR and PS not known",
    ]);
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
