// MPEG-H 3D Audio (ISO/IEC 23008-3) on libmpegh's raw MHAS stream, on MHAS streams built from the syntax
// tables (14.2.1 MHASPacketInfo, 5.2.2.1 mpegh3daConfig, 5.2.2.2 SpeakerConfig3d), and in a transport stream
// (stream_type 0x2D, ISO/IEC 13818-1 Table 2-34).
import { describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { concatPackets, patSection, pmtSection, sectionPackets } from "../../containers/mpeg-ts/testing/psi-builder";
import { pesPacket, pesTransportPackets } from "../../containers/mpeg-ts/testing/pes-builder";
import { bits } from "../testing/bit-fields";
import { fixtureBytes } from "../testing/node-fixtures";
import { mpeghCodec } from ".";

const RAW = "libmpegh__sine_1khz_cicp6.mhas";

/** MHASPacketInfo with each escapedValue written in its shortest form (Table 222), then the payload. */
function mhasPacket(type: number, payload: readonly number[]): number[] {
  const field = (value: number, n1: number, n2: number, n3: number): [number, number][] => {
    if (value < 2 ** n1 - 1) return [[value, n1]];
    if (value - (2 ** n1 - 1) < 2 ** n2 - 1)
      return [
        [2 ** n1 - 1, n1],
        [value - (2 ** n1 - 1), n2],
      ];
    return [
      [2 ** n1 - 1, n1],
      [2 ** n2 - 1, n2],
      [value - (2 ** n1 - 1) - (2 ** n2 - 1), n3],
    ];
  };
  return [...bits([...field(type, 3, 8, 8), ...field(0, 2, 8, 32), ...field(payload.length, 11, 24, 24)]), ...payload];
}

const SYNC = mhasPacket(6, [0xa5]);

describe("MPEG-H 3D Audio in MHAS packets", () => {
  it("reads libmpegh's CICP 6 stream: mpegh3daConfig 0D 19 01 80 is LC level 3, 48 kHz, 1024 samples, 5.1", () => {
    const stream = mpeghCodec.parse(fixtureBytes(RAW), []);
    // 0x0D: Low Complexity level 3; 00011: usacSamplingFrequencyIndex 3 (48 kHz); 001: coreSbrFrameLengthIndex 1
    // (1024); 0, 0; speakerLayoutType 00, CICPspeakerLayoutIdx 000110 (6: 5.1, ISO/IEC 23091-3).
    expect(stream).toMatchObject({
      format: "mhm1",
      sample_rate: { numerator: 48000, denominator: 1 },
      channels: 6,
      extension: [
        {
          type: "mpegh3daConfig",
          mpegh3daProfileLevelIndication: 0x0d,
          coreSbrFrameLengthIndex: 1,
          referenceLayout: { CICPspeakerLayoutIdx: 6 },
        },
      ],
    });
  });

  it("probes a raw MHAS file by its sync packet", async () => {
    const result = await probe(new MemorySource(fixtureBytes(RAW), RAW));
    expect(result.type).toBe("mhas");
    expect(result.audio).toMatchObject([{ format: "mhm1", channels: 6 }]);
  });

  it("reads an explicit rate and a list of CICP speakers, and counts the frame packets past escaped lengths", async () => {
    const config = bits([
      [0x0b, 8], // mpegh3daProfileLevelIndication: LC level 1
      [0x1f, 5], // usacSamplingFrequencyIndex: explicit
      [44100, 24], // usacSamplingFrequency
      [1, 3], // coreSbrFrameLengthIndex: 1024
      [0, 1], // cfg_reserved
      [0, 1], // receiverDelayCompensation
      [1, 2], // speakerLayoutType 1: CICPspeakerIdx list
      [2, 5], // numSpeakers - 1 = 2
      [2, 7],
      [1, 7],
      [0, 7], // CICPspeakerIdx: C, R, L (ISO/IEC 23091-3)
    ]);
    // The second frame is longer than 2046 bytes: its MHASPacketLength takes the 24-bit escape.
    const frames = [16, 3000, 16, 16].map((length) => mhasPacket(2, new Array<number>(length).fill(0x5a)));
    const stream = Uint8Array.from([...SYNC, ...mhasPacket(1, config), ...frames.flat()]);
    expect(mpeghCodec.parse(stream, [])).toMatchObject({
      sample_rate: { numerator: 44100, denominator: 1 },
      channels: 3,
    });
    const result = await probe(new MemorySource(stream, "built.mhas"));
    expect(result.audio[0]?.duration).toBe(4 * 1024);
  });

  it("gives no stream for a truncated config, and no exception", () => {
    const stream = Uint8Array.from([...SYNC, ...mhasPacket(1, [0x0d])]);
    const diagnostics: string[] = [];
    expect(mpeghCodec.parse(stream, diagnostics)).toBeUndefined();
    expect(diagnostics).toEqual([expect.stringContaining("truncated")]);
  });

  it("reads MPEG-H in a transport stream (stream_type 0x2D main stream, 0x2E auxiliary)", async () => {
    const raw = fixtureBytes(RAW);
    const chunk = 4000;
    const pes = Array.from({ length: Math.ceil(raw.length / chunk) }, (_, i) =>
      pesTransportPackets(0x101, pesPacket(0xc0, 90000 + i * 3600, raw.subarray(i * chunk, (i + 1) * chunk)), i * 22),
    ).flat();
    const psi = [
      ...sectionPackets([patSection([[1, 0x1000]])], { pid: 0 }),
      ...sectionPackets(
        [
          pmtSection(1, 0x101, [
            [0x2d, 0x101],
            [0x2e, 0x102],
          ]),
        ],
        { pid: 0x1000 },
      ),
    ];
    const result = await probe(new MemorySource(concatPackets([...psi, ...psi, ...pes]), "mpegh.ts"));
    expect(result.audio.map((a) => [a.format, a.sample_rate?.numerator, a.channels])).toEqual([
      ["mhm1", 48000, 6],
      ["mhm2", undefined, undefined],
    ]);
  });
});
