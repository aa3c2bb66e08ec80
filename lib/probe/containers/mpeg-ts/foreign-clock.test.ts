// A PID whose PTS run on a clock other than its program's PCR (re-stamped by a remultiplexer, or taken
// from another service): generated from ffmpeg's gen__h264_ac3.ts by adding 6.5 hours to every PTS of its
// AC-3 PID (PES header, ISO/IEC 13818-1 2.4.3.7: '0010' PTS[32..30] marker PTS[29..15] marker PTS[14..0] marker).
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { concatPackets } from "./testing/psi-builder";
import { packetsOf, pidOf } from "./testing/splice";

const FILE = "gen__h264_ac3.ts";
const SHIFT = 6.5 * 3600 * 90000;

function restamp(packet: Uint8Array): Uint8Array {
  if (!(packet[1]! & 0x40)) return packet;
  const out = packet.slice();
  const start = 4 + (out[3]! & 0x20 ? 1 + out[4]! : 0);
  if (!(out[start + 7]! & 0x80)) return out; // PTS_DTS_flags
  const at = start + 9;
  const pts =
    (((out[at]! >> 1) & 0x07) * 2 ** 30 +
      (out[at + 1]! << 22) +
      ((out[at + 2]! >> 1) << 15) +
      (out[at + 3]! << 7) +
      (out[at + 4]! >> 1)) %
    2 ** 33;
  const shifted = (pts + SHIFT) % 2 ** 33;
  const high = Math.floor(shifted / 2 ** 30);
  const middle = Math.floor(shifted / 2 ** 15) & 0x7fff;
  const low = shifted & 0x7fff;
  out.set(
    [(out[at]! & 0xf0) | (high << 1) | 1, middle >> 7, ((middle & 0x7f) << 1) | 1, low >> 7, ((low & 0x7f) << 1) | 1],
    at,
  );
  return out;
}

describe("a PID on a foreign clock", () => {
  it("leaves it out of the program's duration, times it on its own, and says so", async () => {
    const clean = await probe(new MemorySource(fixtureBytes(FILE), FILE));
    const file = concatPackets(packetsOf(fixtureBytes(FILE)).map((p) => (pidOf(p) === 257 ? restamp(p) : p)));
    const result = await probe(new MemorySource(file, "foreign-clock.ts"));
    // The video's span alone makes the program's duration; the audio keeps its own length.
    const videoSeconds =
      (clean.video[0]!.duration! * clean.video[0]!.sample_rate!.denominator) / clean.video[0]!.sample_rate!.numerator;
    expect(result.duration).toBe(`00:00:0${videoSeconds.toFixed(3)}`);
    expect(result.video[0]?.duration).toBe(clean.video[0]?.duration);
    expect(result.audio[0]?.duration).toBe(clean.audio[0]?.duration);
    expect(result.$diagnostics).toContainEqual(
      expect.stringMatching(/^PID 257: its PTS lie 23\d{3}\.\d s from program 1's PCR .*another clock/),
    );
  });
});
