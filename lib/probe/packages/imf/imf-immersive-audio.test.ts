// Immersive audio in IMF: an IABSequence (ST 2067-201) or MGASequence (ST 2067-203) is an audio stream of
// its own coding, not PCM. Generated from the package of the corpus with its MainAudioSequence renamed
// (its track file stays the PCM one: the sequence element decides).
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { imfPackageCopy } from "../testing/node-package-builders";
import { probeFolder } from "../testing/node-probe-package";

const CPL = "CPL_67be5fc8-87f1-4172-8d52-819ca14c7a20.xml";

describe("immersive audio sequences", { timeout: 60_000 }, () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it.each([
    ["IABSequence", "http://www.smpte-ra.org/ns/2067-201/2019", "iab "],
    ["MGASequence", "http://www.smpte-ra.org/ns/2067-203/2022", "mga "],
  ])("reads a %s as an audio stream without PCM's sample size and bit rate", async (sequence, namespace, format) => {
    const folder = imfPackageCopy();
    folders.push(folder);
    const cpl = readFileSync(path.join(folder, CPL), "utf8")
      .replace(/<cc:MainAudioSequence xmlns:cc="[^"]*">/, `<ia:${sequence} xmlns:ia="${namespace}">`)
      .replace("</cc:MainAudioSequence>", `</ia:${sequence}>`);
    writeFileSync(path.join(folder, CPL), cpl);
    const result = await probeFolder(folder);
    expect(result.audio).toHaveLength(1);
    expect(result.audio[0]).toMatchObject({
      format,
      sample_rate: { numerator: 48000, denominator: 1 },
      duration: 64064,
      properties: { Sequence: sequence },
    });
    expect(result.audio[0]!.bit_rate).toBeUndefined();
    expect(result.audio[0]!.bits_per_sample).toBeUndefined();
  });
});
