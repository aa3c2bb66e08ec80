// broadmark-ss 3.0.0 on the speech-like signal (syllables and pauses) through every attack of the
// robustness bench, as ffmpeg applies them: codecs at broadcast and web rates, resampling (detected at the
// new rate), gain, mono downmix, loudness normalisation, a cut and a speed change. Each block's time must
// decode, and no wrong code appear.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ATTACKS, attack } from "../testing/attacks";
import { speechLike } from "../testing/signals";
import { spreadSpectrumEngine3 as engine } from "./engine";

const work = mkdtempSync(path.join(tmpdir(), "watermark-attacks-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const START = 1_795_000_000;
const payloadFor = (index: number) => ({ sid: 1234, csid: 0x1abcd, time: START + 4 * index });
const speech = speechLike(24.1, 48000); // 6 whole blocks
const marked = speech.map((channel) => channel.slice());
engine.embed(marked, 48000, payloadFor);

describe("broadmark-ss 3.0.0 through the bench's attacks, on speech-like audio", () => {
  it.each(ATTACKS.map((how) => ({ name: how.name, how })))(
    "after $name, decodes the time of every whole block",
    async ({ how }) => {
      const found = engine.detect(await attack(marked, how, work), how.rate);
      // The cut takes 1.37 s off the first block; the others are found on their shifted grid.
      const expected = how.name.startsWith("cut") ? [4, 8, 12, 16, 20] : [0, 4, 8, 12, 16, 20];
      expect(found.map((block) => block.payload.time - START).sort((a, b) => a - b)).toEqual(expected);
      expect(found.every((block) => block.payload.sid === 1234 && block.payload.csid === 0x1abcd)).toBe(true);
    },
  );
});
