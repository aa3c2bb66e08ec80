// What production and delivery WAVs carry beside the samples, on the real files of the corpus against
// MediaInfo's reading of them: BWF bext v2 loudness (EBU Tech 3285 v2), iXML (iXML 2.x) and ADM (ITU-R
// BS.2076 axml, BS.2088 chna).
import { describe, expect, it } from "vitest";
import { fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";

const probeFixture = (name: string) => probe(new MemorySource(fixtureBytes(name), name));

describe("production metadata of WAV files", () => {
  it("reports bext v2 loudness as MediaInfo reads it (wavinfo__wavinfo Test Project - Audio - 5.1.wav)", async () => {
    const name = "wavinfo__wavinfo Test Project - Audio - 5.1.wav";
    const extra = mediainfoTrack(name, "Audio").extra as unknown as Record<string, string>;
    const result = await probeFixture(name);
    expect(result.properties.bext).toMatchObject({
      Version: 2,
      LoudnessValue: Number(extra.LoudnessValue), // -80
      LoudnessRange: Number(extra.LoudnessRange), // 0
      MaxTruePeakLevel: Number(extra.MaxTruePeakLevel), // -120
      MaxMomentaryLoudness: Number(extra.MaxMomentaryLoudness),
      MaxShortTermLoudness: Number(extra.MaxShortTermLoudness),
    });
  });

  it("reports the iXML slate and track names (wavinfo__A101_3.WAV; the same values as its bext description's sSCENE, sTAKE, sTRK1, sTRK2)", async () => {
    const result = await probeFixture("wavinfo__A101_3.WAV");
    expect(result.properties.iXML).toEqual({
      size: 5226,
      IXML_VERSION: "1.5",
      PROJECT: "BMH",
      SCENE: "A101",
      TAKE: "3",
      TAPE: "18Y12M31",
      TIMECODE_RATE: "24000/1001",
      TIMECODE_FLAG: "NDF",
      TRACK_LIST: [
        { CHANNEL_INDEX: "1", INTERLEAVE_INDEX: "1", NAME: "MKH516 A" },
        { CHANNEL_INDEX: "2", INTERLEAVE_INDEX: "2", NAME: "Boom" },
      ],
    });
  });

  it("sums up the ADM document and the chna track allocation as MediaInfo counts them (wavinfo__Test_ADM_ProTools.wav)", async () => {
    const name = "wavinfo__Test_ADM_ProTools.wav";
    const track = mediainfoTrack(name, "Audio");
    const adm = track.extra as unknown as Record<string, string>;
    const result = await probeFixture(name);
    expect(result.properties.axml).toMatchObject({
      audioProgrammeName: ["Atmos_Master"],
      audioProgramme: Number(adm.NumberOfProgrammes), // 1
      audioContent: Number(adm.NumberOfContents), // 3
      audioObject: Number(adm.NumberOfObjects), // 5
      audioPackFormat: Number(adm.NumberOfPackFormats), // 5
      audioChannelFormat: Number(adm.NumberOfChannelFormats), // 14
      audioTrackUID: Number(adm.NumberOfTrackUIDs), // 14
    });
    const chna = result.properties.chna as {
      numTracks: number;
      audioIDs: { trackIndex: number; UID: string; trackRef: string; packRef: string }[];
    };
    expect(chna.numTracks).toBe(Number(track.Channels)); // 14
    expect(chna.audioIDs[0]).toEqual({
      trackIndex: 1,
      UID: "ATU_00000001",
      trackRef: "AT_00011001_01",
      packRef: "AP_00011001",
    });
    expect(chna.audioIDs.at(-1)).toEqual({
      trackIndex: 14,
      UID: "ATU_0000000e",
      trackRef: "AT_00031004_01",
      packRef: "AP_00031004",
    });
  });
});
