// broadmark-ss 2 on generated audio (testing/signals.ts): a speech-like signal with pauses and pink noise,
// through each attack that needs no codec, at other rates and channel counts, and streamed.
import { describe, expect, it } from "vitest";
import { gain, monoDownmix, addNoise, cut, pinkishNoise, speechLike, speed } from "../testing/signals";
import type { BlockPayload } from "../types";
import { createDetectionStream, type Detection } from "./detector";
import { spreadSpectrumEngine2 as engine } from "./engine";

const payloadFor = (index: number): BlockPayload => ({ sid: 1234, csid: 0x1abcd, time: 1_795_000_000 + 4 * index });
const SECONDS = 20.1; // 5 whole blocks
const SHORT = 12.1; // 3 whole blocks

function marked(signal: Float32Array[], rate = 48000): Float32Array[] {
  const copy = signal.map((channel) => channel.slice());
  engine.embed(copy, rate, payloadFor);
  return copy;
}

function detections(pcm: Float32Array[], rate = 48000): Detection[] {
  const stream = createDetectionStream(rate, pcm.length);
  return [...stream.push(pcm), ...stream.end()];
}

/** Offsets (s) from the first block's time of the blocks whose code and time were found, and whether any code was wrong. */
function summary(found: readonly Detection[]) {
  return {
    times: found.filter((d) => d.time !== undefined).map((d) => d.time! - payloadFor(0).time),
    wrongCodes: found.filter((d) => d.code.sid !== 1234 || d.code.csid !== 0x1abcd).length,
  };
}

const ALL_BLOCKS = [0, 4, 8, 12, 16];
const FIRST_THREE = [0, 4, 8];
const speech = speechLike(SECONDS, 48000);
const speechMarked = marked(speech);

describe("broadmark-ss 2.0.0 on a speech-like signal with pauses", () => {
  it("finds every block with its code and time, where it was embedded", () => {
    const found = engine.detect(speechMarked, 48000);
    expect(found.map((block) => block.payload)).toEqual([0, 1, 2, 3, 4].map(payloadFor));
    found.forEach((block, index) => expect(Math.abs(block.startSample - index * 192000)).toBeLessThanOrEqual(240));
  });

  it("finds nothing in the unmarked signal", () => {
    expect(detections(speech)).toEqual([]);
  });

  it.each([
    ["gain ×0.5", (pcm: Float32Array[]) => gain(pcm, 0.5), ALL_BLOCKS],
    ["mono downmix", monoDownmix, ALL_BLOCKS],
    ["speed +2 %", (pcm: Float32Array[]) => speed(pcm, 1.02), ALL_BLOCKS],
    ["speed −2 %", (pcm: Float32Array[]) => speed(pcm, 0.98), ALL_BLOCKS],
    // The first block loses 1.37 s: the others are found on their shifted grid.
    ["cut 1.37 s", (pcm: Float32Array[]) => cut(pcm, Math.round(1.37 * 48000)), [4, 8, 12, 16]],
  ])("after %s, decodes the blocks' times", (_, attack, expected) => {
    const { times, wrongCodes } = summary(detections(attack(speechMarked)));
    expect(times).toEqual(expected);
    expect(wrongCodes).toBe(0);
  });

  it("after white noise 20 dB below the signal (filling the pauses), still recovers the code", () => {
    const found = detections(addNoise(speechMarked, 20));
    expect(found.length).toBeGreaterThan(0);
    expect(summary(found).wrongCodes).toBe(0);
  });
});

describe("broadmark-ss 2.0.0 at other rates and channel counts", () => {
  it.each([44100, 32000])("marks and finds every block at %i Hz", (rate) => {
    const found = engine.detect(marked(pinkishNoise(SHORT, rate), rate), rate);
    expect(found.map((block) => block.payload.time - payloadFor(0).time)).toEqual(FIRST_THREE);
    found.forEach((block, index) =>
      expect(Math.abs(block.startSample - index * 4 * rate)).toBeLessThanOrEqual(Math.ceil(rate / 200)),
    );
  });

  it("marks 6 channels, each carrying programme, and finds the mark in the downmix and in one channel alone", () => {
    const sixChannels = marked(speechLike(SHORT, 48000, 6));
    expect(engine.detect(sixChannels, 48000).map((block) => block.payload)).toEqual([0, 1, 2].map(payloadFor));
    expect(summary(detections([sixChannels[3]!])).times).toEqual(FIRST_THREE);
  });

  it("refuses rates that are not whole 10 ms hops or outside 16-192 kHz, and more than 8 channels", () => {
    expect(() => engine.detect([new Float32Array(100)], 22050)).toThrow(/multiples of 100 Hz/);
    expect(() => engine.detect([new Float32Array(100)], 8000)).toThrow(RangeError);
    expect(() => engine.createDetector(48000, 9)).toThrow(/1 to 8 channels/);
  });
});

describe("broadmark-ss 2.0.0 streaming", () => {
  it("gives, in uneven chunks, the same marked samples and the same blocks as whole-buffer embedding", () => {
    const embedder = engine.createEmbedder!(48000, 2, payloadFor);
    const out: Float32Array[][] = [];
    for (let at = 0, size = 1; at < speech[0]!.length; at += size, size = 1 + ((size * 7919 + 4099) % 96000)) {
      out.push(embedder.push(speech.map((channel) => channel.slice(at, at + size))));
    }
    out.push(embedder.end());
    const joined = [0, 1].map((c) => {
      const channel = new Float32Array(out.reduce((sum, chunk) => sum + chunk[c]!.length, 0));
      out.reduce((offset, chunk) => (channel.set(chunk[c]!, offset), offset + chunk[c]!.length), 0);
      return channel;
    });
    expect(joined[0]!.length).toBe(speech[0]!.length);
    // Compared sample by sample without the matcher's deep diff (a million samples).
    expect(joined.map((channel, c) => channel.findIndex((sample, n) => sample !== speechMarked[c]![n]))).toEqual([
      -1, -1,
    ]);
    expect(embedder.blocks.map((block) => [block.startSample, block.endSample])).toEqual(
      ALL_BLOCKS.map((s) => [s * 48000, (s + 4) * 48000]),
    );
  });

  it("reports blocks while the stream goes on, a few blocks behind (the code integrates ±3 blocks)", () => {
    const detector = engine.createDetector(16000, 1);
    const programme = marked(pinkishNoise(40.1, 16000, 1), 16000);
    let early = 0;
    for (let at = 0; at < programme[0]!.length; at += 16000)
      early += detector.push([programme[0]!.subarray(at, at + 16000)]).length;
    expect(early).toBeGreaterThan(0);
    expect(early + detector.end().length).toBe(10);
  });
});
