// Off-air captures with bit errors: every copy of a PMT fails its CRC_32 (ISO/IEC 13818-1 2.4.4.9, Annex A).
// Generated from ffmpeg's gen__h264_ac3.ts (27 PMT copies on PID 0x1000: H.264 on 256, AC-3 on 257) by
// flipping one bit of each copy's section, a different one each time, as a noisy demodulator would.
import { describe, expect, it } from "vitest";
import { ffprobeStream, fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { concatPackets } from "./testing/psi-builder";
import { packetsOf, pidOf } from "./testing/splice";

const FILE = "gen__h264_ac3.ts";
const PMT_PID = 0x1000;
/** The PMT section starts after the 4-byte header and the pointer_field 0; ffmpeg's is 38 bytes long. */
const SECTION_START = 5;
const SECTION_BYTES = 38;

/** The file with bit `bitOf(copy)` of the n-th PMT section flipped; copies past `keep` dropped. */
function damaged(bitOf: (copy: number) => number, keep = Infinity): Uint8Array {
  let copy = 0;
  const packets = packetsOf(fixtureBytes(FILE)).flatMap((packet) => {
    if (pidOf(packet) !== PMT_PID) return [packet];
    if (copy >= keep) return [];
    const bit = bitOf(copy++);
    const flipped = packet.slice();
    flipped[SECTION_START + (bit >> 3)]! ^= 0x80 >> (bit & 7);
    return [flipped];
  });
  return concatPackets(packets);
}

const streams = (result: Awaited<ReturnType<typeof probe>>) => [
  ...result.video.map((v) => [v.properties?.Mpeg2TransportStreamPid, v.format]),
  ...result.audio.map((a) => [a.properties?.Mpeg2TransportStreamPid, a.format, a.channels]),
];

describe("a PMT whose every copy fails CRC_32", () => {
  const expected = [
    [256, "avc1"],
    [257, "ac-3", ffprobeStream(FILE, 257).channels],
  ];

  it("recovers the section by a byte-wise majority over the copies, which its CRC_32 verifies", async () => {
    // Copy n has bit 8·3 + n·11 mod (38·8 − 24) flipped: past the 3-byte header, each copy elsewhere.
    const file = damaged((n) => 24 + ((n * 11) % (SECTION_BYTES * 8 - 24)));
    const result = await probe(new MemorySource(file, "noisy.ts"));
    expect(streams(result)).toEqual(expected);
    expect(result.duration).toBe((await probe(new MemorySource(fixtureBytes(FILE), FILE))).duration);
    expect(result.$diagnostics).toContainEqual(
      expect.stringMatching(
        /program 1: every copy of its PMT .* failed CRC_32; the byte-wise majority of 3 copies verifies/,
      ),
    );
  });

  it("describes the service from the best copy, with a diagnostic, when no majority verifies", async () => {
    // Two copies only, each with a reserved bit of the PCR_PID field flipped (section byte 8, 2.4.4.8):
    // no majority of two settles the differing bits, but what the copies describe is intact.
    const file = damaged((n) => 8 * 8 + 1 + n, 2);
    const result = await probe(new MemorySource(file, "noisy-two-copies.ts"));
    expect(streams(result)).toEqual(expected);
    expect(result.$diagnostics).toContainEqual(
      expect.stringMatching(/program 1: every copy of its PMT .* no majority verifies.*best copy/),
    );
  });
});
