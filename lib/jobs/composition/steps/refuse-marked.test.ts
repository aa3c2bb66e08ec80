// The refuse-marked step with a streaming detector that reports a block in its first chunk: the job's
// error names the code and time, and the decoding stops there instead of reading the whole source. With the
// registered engines: a source marked by 2.0.0 is refused while 3.0.0 is the default, and an unmarked
// source is decoded once, into the PCM the render then marks (ffmpeg's own decoding of it, sample for sample).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodePcmArgs, runFfmpeg } from "../../../render";
import {
  spreadSpectrumEngine,
  spreadSpectrumEngine2,
  spreadSpectrumEngine3,
  type WatermarkEngine,
} from "../../../watermark-engine";
import { pinkishNoise } from "../../../watermark-engine/testing/signals";
import type { ContainerProbe } from "../../../probe/schema";
import { Composition, type MediaOutput } from "../schema";
import { refuseMarkedSources, SourceMarkedError } from "./refuse-marked";
import { takeDecodedPcm } from "./render";
import type { Source } from "./sources";

const dir = mkdtempSync(path.join(tmpdir(), "broadmark-refuse-step-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const composition = (overwrite?: boolean) =>
  Composition.parse({
    input: { container: [{ name: "program", audio: [{ name: "a1" }] }] },
    output: {
      container: [
        {
          name: "air",
          type: "wav",
          audio: [
            {
              name: "a1",
              source: "program.a1",
              properties: {
                MeasurementLinearWatermark: {
                  Id: "a".repeat(32),
                  Start: "2030-01-01T00:00:00Z",
                  Output: "data",
                  Overwrite: overwrite,
                },
              },
            },
          ],
        },
        { name: "data", properties: { Kind: "data" } },
      ],
    },
  });

/** An engine whose detector sees a block (sid 9, csid 0x10002 at 2030-01-01T00:00:00Z) in the first chunk, counting the samples pushed. */
function seeingEngine(seen: { samples: number }): WatermarkEngine {
  return {
    ...spreadSpectrumEngine,
    createDetector: () => ({
      push: (pcm) => {
        const first = seen.samples === 0;
        seen.samples += pcm[0]!.length;
        return first
          ? [{ startSample: 0, syncScore: 0.9, payload: { sid: 9, csid: 0x10002, time: 1_893_456_000 } }]
          : [];
      },
      end: () => [],
    }),
  };
}

describe("refusing a marked source", () => {
  it("fails at the first block found, naming it, without decoding the rest of a 10-minute source", async () => {
    const file = path.join(dir, "long.flac");
    execFileSync("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "anoisesrc=color=pink:duration=600:sample_rate=48000",
      "-ac",
      "2",
      "-c:a",
      "flac",
      file,
    ]);
    const sources = new Map<string, Source>([
      [
        "program",
        {
          path: file,
          probe: { audio: [{ channels: 2 }] } as unknown as ContainerProbe,
          container: composition().input.container[0]!,
        },
      ],
    ]);
    const seen = { samples: 0 };
    const refused = refuseMarkedSources(
      [seeingEngine(seen)],
      composition(),
      sources,
      dir,
      new AbortController().signal,
    );
    await expect(refused).rejects.toThrow(SourceMarkedError);
    await expect(refused).rejects.toThrow(
      "the source program.a1 already carries a Broadmark code (sid 9, csid 0x10002, broadcast time 2030-01-01T00:00:00Z, a block at 0 s, broadmark-ss 1.0.0)",
    );
    expect(seen.samples).toBeLessThan(60 * 48000);

    const overwritten = { samples: 0 };
    await refuseMarkedSources(
      [seeingEngine(overwritten)],
      composition(true),
      sources,
      dir,
      new AbortController().signal,
    );
    expect(overwritten.samples).toBe(0);
  });
});

/** `seconds` of pink noise as a 2-channel WAV, marked by `engine` from 2030-01-01T00:00:00Z when given. */
function noiseSource(name: string, seconds: number, engine?: WatermarkEngine): Map<string, Source> {
  const pcm = pinkishNoise(seconds, 48000);
  engine?.embed(pcm, 48000, (index) => ({ sid: 5, csid: 0x20005, time: 1_893_456_000 + 4 * index }));
  const raw = path.join(dir, `${name}.f32`);
  writeFileSync(raw, interleaved(pcm));
  const file = path.join(dir, `${name}.wav`);
  execFileSync("ffmpeg", [
    "-loglevel",
    "error",
    "-y",
    "-f",
    "f32le",
    "-ar",
    "48000",
    "-ac",
    "2",
    "-i",
    raw,
    "-c:a",
    "pcm_f32le",
    file,
  ]);
  return new Map([
    [
      "program",
      {
        path: file,
        probe: { audio: [{ channels: 2 }] } as unknown as ContainerProbe,
        container: composition().input.container[0]!,
      },
    ],
  ]);
}

function interleaved(pcm: Float32Array[]): Uint8Array {
  const out = new Float32Array(pcm[0]!.length * pcm.length);
  pcm.forEach((channel, c) => channel.forEach((sample, n) => (out[n * pcm.length + c] = sample)));
  return new Uint8Array(out.buffer);
}

describe("refusing a source marked by any registered version", () => {
  const registered = [spreadSpectrumEngine3, spreadSpectrumEngine2, spreadSpectrumEngine];

  it("refuses a source marked by 2.0.0 while 3.0.0 is the default, naming the version", async () => {
    const sources = noiseSource("marked-2", 12.1, spreadSpectrumEngine2);
    await expect(
      refuseMarkedSources(registered, composition(), sources, dir, new AbortController().signal),
    ).rejects.toThrow(/program\.a1 already carries a Broadmark code \(sid 5, csid 0x20005, .*broadmark-ss 2\.0\.0\)/);
  });

  it("decodes an unmarked source once, into the PCM files the render marks (one per output stream marking it)", async () => {
    const sources = noiseSource("unmarked", 9);
    // A second output marks the same source, its mark saying Overwrite: it starts from the same decoding.
    const twice = composition();
    const [air, data] = twice.output.container as [MediaOutput, (typeof twice.output.container)[number]];
    const again = structuredClone(air.audio[0]!);
    again.properties!.MeasurementLinearWatermark!.Overwrite = true;
    twice.output.container = [air, { ...air, name: "web", audio: [again] }, data];
    const decoded = await refuseMarkedSources(registered, twice, sources, dir, new AbortController().signal);
    const source = decoded.get("program.a1")!;
    expect([source.channels, source.uses]).toEqual([2, 2]);
    const [first, second] = [path.join(dir, "air.wav.a1.f32"), path.join(dir, "web.wav.a1.f32")];
    await takeDecodedPcm(source, first);
    expect(existsSync(source.pcmPath)).toBe(true); // copied: another stream marks this source
    await takeDecodedPcm(source, second);
    expect(existsSync(source.pcmPath)).toBe(false); // moved: the last one
    const reference = path.join(dir, "reference.f32");
    await runFfmpeg(decodePcmArgs({ path: sources.get("program")!.path, index: 0 }, 2, reference));
    expect(readFileSync(first).equals(readFileSync(reference))).toBe(true);
    expect(readFileSync(second).equals(readFileSync(reference))).toBe(true);
  });
});
