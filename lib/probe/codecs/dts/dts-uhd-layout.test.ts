// DTS-UHD channel layouts from the sync frame's metadata chunk (ETSI TS 103 491 Tables 7-26 to 7-28), in a
// raw stream and in a transport stream (HDMV DTS carriage, stream_type 0x86, one PES packet a frame group):
// frames from codecs/testing/dts-uhd-frames.ts. Expected channels: the loudspeakers of the activity mask's
// bits (Table 7-28; its first 16 bits are ETSI TS 102 114 Table 7-10's), pairs counting two.
import { describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { pesPacket, pesTransportPackets } from "../../containers/mpeg-ts/testing/pes-builder";
import { concatPackets, hdmvProgramPackets } from "../../containers/mpeg-ts/testing/psi-builder";
import { dtsUhdStream, type ChannelActivity } from "../testing/dts-uhd-frames";

const LAYOUTS: readonly [string, ChannelActivity, number, string[] | undefined][] = [
  // nChIndex 3 → 0x00000F (Table 7-27): C, L/R, Ls/Rs, LFE.
  ["5.1 (nChIndex 3)", { nChIndex: 3 }, 6, ["C", "L", "R", "Ls", "Rs", "LFE"]],
  // nChIndex 9 → 0x00886B: C, L/R, LFE, Lh/Rh, Lsr/Rsr, Lss/Rss, Lhr/Rhr.
  [
    "7.1.4 (nChIndex 9)",
    { nChIndex: 9 },
    12,
    ["C", "L", "R", "LFE", "Lh", "Rh", "Lsr", "Rsr", "Lss", "Rss", "Lhr", "Rhr"],
  ],
  // A 16-bit mask written out: C, L/R, Ls/Rs, LFE, Lsr/Rsr.
  ["7.1 (16-bit mask 0x004F)", { mask16: 0x004f }, 8, ["C", "L", "R", "Ls", "Rs", "LFE", "Lsr", "Rsr"]],
  // A 32-bit mask with bit 17 (a pair below the listener): counted, not named.
  ["5.1 + bit 17 (32-bit mask)", { mask32: 0x2000f }, 8, undefined],
];

/** The stream in one PES packet per four frames, on PID 0x100 of an HDMV program (stream_type 0x86). */
function transportStream(stream: Uint8Array): Uint8Array {
  const packets = hdmvProgramPackets(0x86);
  const half = stream.length / 2;
  let cc = 0;
  for (const [i, part] of [stream.subarray(0, half), stream.subarray(half)].entries()) {
    const carried = pesTransportPackets(0x100, pesPacket(0xbd, 90000 + i * 4 * 1920, part), cc);
    cc += carried.length;
    packets.push(...carried);
  }
  return concatPackets(packets);
}

describe("DTS-UHD channel layout from the metadata chunk", () => {
  for (const [name, activity, channels, label] of LAYOUTS) {
    it(`reads ${name}: ${channels} channels, raw and in a transport stream (none before)`, async () => {
      const stream = dtsUhdStream(activity);
      for (const [file, bytes] of [
        ["x.dtsx", stream],
        ["x.m2ts", transportStream(stream)],
      ] as const) {
        const [audio] = (await probe(new MemorySource(bytes, file))).audio;
        expect(audio, file).toMatchObject({
          format: "dtsx",
          channels,
          sample_rate: { numerator: 48000, denominator: 1 },
        });
        expect(audio?.label, file).toEqual(label);
      }
    });
  }

  it("leaves the channels out where the metadata chunk is not one (a filler chunk)", async () => {
    const [audio] = (await probe(new MemorySource(dtsUhdStream(), "x.dtsx"))).audio;
    expect(audio?.format).toBe("dtsx");
    expect(audio?.channels).toBeUndefined();
  });
});
