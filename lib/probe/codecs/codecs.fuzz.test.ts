import { describe, expect, it } from "vitest";
import { AudioStream, VideoStream } from "../schema";
import type { AudioCodec, VideoCodec } from "./codec";
import { aacCodec, ac3Codec, avcCodec, dtsCodec, hevcCodec, mpeg2VideoCodec, mpegAudioCodec, smpte302mCodec } from ".";
import { fixtureBytes, transportStreamElementaryStream } from "./testing/node-fixtures";

/** A small seeded generator (mulberry32), so that any failure is reproducible. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bit flips, a truncation, or a splice of two places, chosen by the seed. */
function mutate(bytes: Uint8Array, next: () => number): Uint8Array {
  const copy = bytes.slice();
  const kind = Math.floor(next() * 3);
  if (kind === 0) {
    for (let i = 0; i < 1 + next() * 16; i++) copy[Math.floor(next() * copy.length)]! ^= 1 << Math.floor(next() * 8);
    return copy;
  }
  if (kind === 1) return copy.subarray(0, Math.floor(next() * copy.length));
  const cut = Math.floor(next() * copy.length);
  const from = Math.floor(next() * copy.length);
  return new Uint8Array([...copy.subarray(0, cut), ...copy.subarray(from)]);
}

const cases: [string, VideoCodec | AudioCodec, Uint8Array, typeof VideoStream | typeof AudioStream][] = [
  ["mp2v", mpeg2VideoCodec, transportStreamElementaryStream("gen__mpeg2_422_576i_mp2eng_tc.ts", 256, 1).subarray(0, 4096), VideoStream],
  ["avc1", avcCodec, fixtureBytes("gen__h264_annexb.264").subarray(0, 4096), VideoStream],
  ["hvc1", hevcCodec, transportStreamElementaryStream("tsduck__test-100.2.ts", 481, 1).subarray(0, 4096), VideoStream],
  ["mp2l", mpegAudioCodec, transportStreamElementaryStream("tsduck__test-025.ts", 4097, 1), AudioStream],
  ["mp4a", aacCodec, fixtureBytes("pmi__aac_he_v2.aac").subarray(0, 2048), AudioStream],
  ["ec-3", ac3Codec, transportStreamElementaryStream("tsduck__test-026.ts", 130, 1), AudioStream],
  ["dtsc", dtsCodec, transportStreamElementaryStream("derived/gen__dts_51_48k.ts", 256, 4).subarray(0, 8192), AudioStream],
  ["s302", smpte302mCodec, transportStreamElementaryStream("gen__mpeg2_s302m_24bit.ts", 257, 1).subarray(0, 2048), AudioStream],
];

describe("codec parsers on damaged bytes", () => {
  it.each(cases)("%s: 500 seeded mutations never throw and give schema-valid streams", (_, codec, bytes, schema) => {
    const next = random(0x5eed);
    for (let i = 0; i < 500; i++) {
      const diagnostics: string[] = [];
      const stream = codec.parse(mutate(bytes, next), diagnostics);
      if (stream) expect(schema.safeParse(stream).success).toBe(true);
      expect(diagnostics.every((message) => message.length > 0 && !message.includes("\n"))).toBe(true);
    }
  });
});
