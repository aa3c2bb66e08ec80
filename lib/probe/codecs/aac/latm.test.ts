// AAC in LATM/LOAS (ISO/IEC 14496-3 1.7): StreamMuxConfig and its AudioSpecificConfig, SBR and PS
// signalled implicitly in the payloads (1.6.5.2), whole frames counted, raw and in a transport stream.
import { describe, expect, it } from "vitest";
import { concatPackets, patSection, pmtSection, sectionPackets } from "../../containers/mpeg-ts/testing/psi-builder";
import { pesPacket, pesTransportPackets } from "../../containers/mpeg-ts/testing/pes-builder";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { bits } from "../testing/bit-fields";
import { fixtureBytes, mediainfoTrack } from "../testing/node-fixtures";
import { aacCodec } from ".";

/**
 * LOAS frames (AudioSyncStream, 1.7.2) carrying the raw_data_blocks of an ADTS stream's frames (1.A.2.2,
 * protection_absent 1, one block per frame: the data after the 7-byte header). The first frame carries a
 * StreamMuxConfig (1.7.3.1: audioMuxVersion 0, one program, one layer) whose AudioSpecificConfig (1.6.2.1)
 * is the ADTS header's AAC LC core with no SBR or PS; the others set useSameStreamMux. Each AudioMuxElement
 * then has PayloadLengthInfo (MuxSlotLengthBytes in bytes of 255 and a remainder) and the PayloadMux.
 */
function loasFromAdts(adts: Uint8Array, sampling_frequency_index: number, channelConfiguration: number): Uint8Array {
  const frames: number[][] = [];
  for (let offset = 0; offset + 7 <= adts.length;) {
    const length = ((adts[offset + 3]! & 3) << 11) | (adts[offset + 4]! << 3) | (adts[offset + 5]! >> 5);
    const raw = adts.subarray(offset + 7, offset + length);
    const config: [number, number][] = [
      [0, 1],
      [1, 1],
      [0, 6],
      [0, 4],
      [0, 3], // audioMuxVersion, allStreamsSameTimeFraming, numSubFrames, numProgram, numLayer
      [2, 5],
      [sampling_frequency_index, 4],
      [channelConfiguration, 4], // AudioSpecificConfig: AAC LC
      [0, 1],
      [0, 1],
      [0, 1], // GASpecificConfig: frameLengthFlag, dependsOnCoreCoder, extensionFlag
      [0, 3],
      [0xff, 8],
      [0, 1],
      [0, 1], // frameLengthType 0, latmBufferFullness, otherDataPresent, crcCheckPresent
    ];
    const lengthInfo: [number, number][] = [
      ...new Array<[number, number]>(Math.floor(raw.length / 255)).fill([255, 8]),
      [raw.length % 255, 8],
    ];
    const element = bits([
      [frames.length === 0 ? 0 : 1, 1],
      ...(frames.length === 0 ? config : []),
      ...lengthInfo,
      ...[...raw].map((b): [number, number] => [b, 8]),
    ]);
    frames.push([
      ...bits([
        [0x2b7, 11],
        [element.length, 13],
      ]),
      ...element,
    ]);
    offset += length;
  }
  return Uint8Array.from(frames.flat());
}

// pmi__aac_he_v2.aac: 26 ADTS frames, sampling_frequency_index 7 (22.05 kHz core), channel_configuration 1,
// HE-AAC v2 (SBR and PS implicit): ffprobe and MediaInfo read 44.1 kHz stereo.
const HE_AAC_V2 = loasFromAdts(fixtureBytes("pmi__aac_he_v2.aac"), 7, 1);

describe("AAC in LATM/LOAS", () => {
  it("reads streampack's single HE-AAC frame: explicit SBR, mono, 44.1 kHz, one frame of 2048 output samples", async () => {
    const name = "streampack__aac.latm";
    const mediainfo = mediainfoTrack(name, "Audio");
    const result = await probe(new MemorySource(fixtureBytes(name), name));
    expect(result.audio[0]).toMatchObject({
      format: "mp4a",
      sample_rate: { numerator: Number(mediainfo.SamplingRate), denominator: 1 },
      channels: Number(mediainfo.Channels),
      duration: 2048,
    });
    expect(result.$diagnostics).toBeUndefined();
  });

  it("finds SBR and PS signalled implicitly in the payloads of a config that names only the AAC LC core (1 channel for 2 before)", () => {
    const stream = aacCodec.parse(HE_AAC_V2, []);
    expect(stream).toMatchObject({ sample_rate: { numerator: 44100, denominator: 1 }, channels: 2 });
    expect(stream?.extension?.[0]).toMatchObject({
      audioObjectType: 2,
      implicitSignalling: { sbrPresentFlag: true, psPresentFlag: true },
    });
  });

  it("counts whole LOAS frames, timed by the StreamMuxConfig in force", () => {
    // 26 frames of 1024 samples of the 22.05 kHz core.
    const count = aacCodec.countWholeFrames?.(HE_AAC_V2);
    expect(count).toMatchObject({ frames: 26, bytes: HE_AAC_V2.length });
    expect(count?.seconds).toBeCloseTo((26 * 1024) / 22050, 9);
    // Without its first frame, no frame carries a config: not timed.
    const second = 3 + (((HE_AAC_V2[1]! & 0x1f) << 8) | HE_AAC_V2[2]!);
    expect(aacCodec.countWholeFrames?.(HE_AAC_V2.subarray(second))).toBeUndefined();
  });

  it("reads LATM in a transport stream (stream_type 0x11) with its channels and duration", async () => {
    const pes = pesTransportPackets(0x101, pesPacket(0xc0, 90000, HE_AAC_V2));
    const psi = [
      ...sectionPackets([patSection([[1, 0x1000]])], { pid: 0 }),
      ...sectionPackets([pmtSection(1, 0x101, [[0x11, 0x101]])], { pid: 0x1000 }),
    ];
    const result = await probe(new MemorySource(concatPackets([...psi, ...psi, ...pes]), "latm.ts"));
    expect(result.audio[0]).toMatchObject({
      format: "mp4a",
      sample_rate: { numerator: 44100, denominator: 1 },
      channels: 2,
      duration: 26 * 2048,
    });
  });
});
