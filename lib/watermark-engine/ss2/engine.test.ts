// broadmark-ss 3 and 2 on generated audio (testing/signals.ts): a speech-like signal with pauses and pink
// noise, through each attack that needs no codec, at other rates and channel counts, and streamed.
import { describe, expect, it } from "vitest";
import { gain, monoDownmix, addNoise, cut, pinkishNoise, speechLike, speed } from "../testing/signals";
import { snrDb } from "../testing/quality";
import type { BlockPayload, WatermarkEngine } from "../types";
import { createDetectionStream, type Detection } from "./detector";
import { spreadSpectrumEngine2, spreadSpectrumEngine3 as engine } from "./engine";
import type { PayloadFormat } from "./format";
import { format2 } from "./format-2";
import { format3 } from "./format-3";

const payloadFor = (index: number): BlockPayload => ({ sid: 1234, csid: 0x1abcd, time: 1_795_000_000 + 4 * index });
const SECONDS = 20.1; // 5 whole blocks
const SHORT = 12.1; // 3 whole blocks

function marked(signal: Float32Array[], rate = 48000, by: WatermarkEngine = engine, payloads = payloadFor) {
  const copy = signal.map((channel) => channel.slice());
  by.embed(copy, rate, payloads);
  return copy;
}

function detectionsBy(pcm: Float32Array[], format: PayloadFormat): Detection[] {
  return detections(pcm, 48000, format);
}

function detections(pcm: Float32Array[], rate = 48000, format: PayloadFormat = format3): Detection[] {
  const stream = createDetectionStream(rate, pcm.length, format);
  return [...stream.push(pcm), ...stream.end()];
}

/** Offsets (s) from the first block's time of the blocks whose code and time were found, and whether any code was wrong. */
function summary(found: readonly Detection[], first = payloadFor(0).time) {
  return {
    times: found.filter((d) => d.time !== undefined).map((d) => d.time! - first),
    wrongCodes: found.filter((d) => d.code.sid !== 1234 || d.code.csid !== 0x1abcd).length,
  };
}

const ALL_BLOCKS = [0, 4, 8, 12, 16];
const FIRST_THREE = [0, 4, 8];
const speech = speechLike(SECONDS, 48000);
const speechMarked = marked(speech);

describe.each([
  { engine, format: format3, version: engine.version },
  { engine: spreadSpectrumEngine2, format: format2, version: spreadSpectrumEngine2.version },
])("broadmark-ss $version on a speech-like signal with pauses", ({ engine, format }) => {
  const markedSpeech = marked(speech, 48000, engine);
  const detections = (pcm: Float32Array[]) => detectionsBy(pcm, format);

  it("finds every block with its code and time, where it was embedded", () => {
    const found = engine.detect(markedSpeech, 48000);
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
    const { times, wrongCodes } = summary(detections(attack(markedSpeech)));
    expect(times).toEqual(expected);
    expect(wrongCodes).toBe(0);
  });

  it("after white noise 20 dB below the signal (filling the pauses), still recovers the code", () => {
    const found = detections(addNoise(markedSpeech, 20));
    expect(found.length).toBeGreaterThan(0);
    expect(summary(found).wrongCodes).toBe(0);
  });
});

describe("broadmark-ss 3.0.0's mark under its change budget", () => {
  // The budget spends the change on the quiet cells: speech, with its valleys and pauses, is marked far
  // below its level; steady noise, without quiet cells, at the budget's ceiling (21 dB in the marked bands,
  // more over the whole signal, whose energy below 300 Hz and above 7.5 kHz is left unchanged).
  it.each([
    { name: "the speech-like signal", signal: speech, minimumSnrDb: 34 },
    { name: "pink-like noise", signal: pinkishNoise(SECONDS, 48000), minimumSnrDb: 24 },
  ])("marks $name at least $minimumSnrDb dB below it, and every block decodes", ({ signal, minimumSnrDb }) => {
    const signalMarked = marked(signal);
    expect(snrDb(signal, signalMarked).snr).toBeGreaterThan(minimumSnrDb);
    expect(summary(detections(signalMarked))).toEqual({ times: ALL_BLOCKS, wrongCodes: 0 });
  });
});

describe("broadmark-ss 3.0.0's time, decoded as a counter whose continuity is known", () => {
  it("decodes every block's time after white noise 15 dB below the signal", () => {
    expect(summary(detections(addNoise(speechMarked, 15)))).toEqual({ times: ALL_BLOCKS, wrongCodes: 0 });
  });

  // 14 dB is about the most white noise the sparing mark takes on this signal; at +2 % it holds because the
  // bands are read where the speed moved them (read on the grid's own bands, no block's time decodes).
  it.each([1.02, 0.98])(
    "decodes every block's time after speed ×%f and white noise 14 dB below the signal",
    (factor) => {
      expect(summary(detections(addNoise(speed(speechMarked, factor), 14))).times).toEqual(ALL_BLOCKS);
    },
  );

  it("decodes the times across a wrap of the counter (its epoch changes after the second block), T mod 4 kept", () => {
    // ⌊1 795 002 361 / 4⌋ mod 1024 = 1022: the third block starts a new epoch.
    const wrapping = (index: number) => ({ ...payloadFor(index), time: 1_795_002_361 + 4 * index });
    const found = detections(marked(speech, 48000, engine, wrapping));
    expect(summary(found, wrapping(0).time)).toEqual({ times: ALL_BLOCKS, wrongCodes: 0 });
  });

  it("reports no block in unmarked audio after a marked run, where its neighbours would predict one", () => {
    const after = speechLike(12, 48000, 2, 0x51ed270b);
    const joined = speechMarked.map((channel, c) => {
      const both = new Float32Array(channel.length + after[c]!.length);
      both.set(channel);
      both.set(after[c]!, channel.length);
      return both;
    });
    expect(summary(detections(joined))).toEqual({ times: ALL_BLOCKS, wrongCodes: 0 });
  });
});

describe("broadmark-ss 3.0.0 at other rates and channel counts", () => {
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

describe("broadmark-ss 3.0.0 streaming", () => {
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
