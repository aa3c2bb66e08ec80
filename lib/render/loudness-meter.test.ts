// Loudness through ffmpeg's ebur128 on signals whose loudness is known: EBU Tech 3341 case 1 (a stereo
// 1 kHz sine at −23.0 dBFS reads −23.0 ±0.1 LUFS) and the same tone 10 dB lower on a second stream.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analyze } from "../probe/analysis/analyze";
import { FileSource } from "../probe/io/node-file-source";
import { probe } from "../probe/probe";
import { ffmpegPath } from "./ffmpeg-binary";
import { ffmpegLoudnessMeter, parseEbur128Summary } from "./loudness-meter";
import * as ffmpegRun from "./run-ffmpeg";

// The log ffmpeg wrote, to see what the meter asked it to print.
const logs: string[] = [];
vi.mock("./run-ffmpeg", async (original) => {
  const actual = await original<typeof ffmpegRun>();
  return {
    ...actual,
    runFfmpeg: async (...args: Parameters<typeof actual.runFfmpeg>) => {
      const run = await actual.runFfmpeg(...args);
      logs.push(run.log);
      return run;
    },
  };
});

/** A stereo 1 kHz sine whose every channel peaks at `dbfs`. */
const sine = (dbfs: number) => {
  const amplitude = 10 ** (dbfs / 20);
  return `aevalsrc=${amplitude}*sin(2*PI*1000*t)|${amplitude}*sin(2*PI*1000*t):s=48000:d=20`;
};

describe("ffmpegLoudnessMeter", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), "loudness-"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("measures EBU Tech 3341 case 1 at −23.0 LUFS, and each stream of a file on its own", async () => {
    const file = path.join(work, "two-tones.ts");
    execFileSync(ffmpegPath(), [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      sine(-23),
      "-f",
      "lavfi",
      "-i",
      sine(-33),
      "-map",
      "0",
      "-map",
      "1",
      "-c:a",
      "ac3",
      "-b:a",
      "448k",
      "-dialnorm",
      "-23",
      "-f",
      "mpegts",
      file,
    ]);
    const [first, second] = await ffmpegLoudnessMeter(file)(["i:0x100", "i:0x101"]);
    expect(first!.integrated).toBeGreaterThanOrEqual(-23.1);
    expect(first!.integrated).toBeLessThanOrEqual(-22.9);
    expect(first!.truePeak).toBeCloseTo(-23, 0);
    expect(first!.range).toBeLessThan(1); // a steady tone has no loudness range
    expect(second!.integrated).toBeCloseTo(-33, 0);
    // 20 s of two streams: no line per 100 ms of audio (400 of them at ebur128's default framelog).
    expect(logs.at(-1)!.split("\n").length).toBeLessThan(100);
  });

  it("adds loudness and the A/85 dialnorm comparison to the analysis of AC-3 streams", async () => {
    const file = path.join(work, "ac3.ts");
    execFileSync(ffmpegPath(), [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      sine(-23),
      "-c:a",
      "ac3",
      "-dialnorm",
      "-31",
      "-f",
      "mpegts",
      file,
    ]);
    const source = await FileSource.open(file);
    try {
      const result = await analyze(source, await probe(source), {
        analyses: ["loudness"],
        loudness: ffmpegLoudnessMeter(file),
      });
      const loudness = result.audio[0]!.analysis!.loudness!;
      expect(loudness).toMatchObject({ dialnorm_db: -31, dialnorm_matches: false });
      expect(loudness.dialnorm_difference_db).toBeCloseTo(8, 0);
    } finally {
      await source.close();
    }
  });

  it("reads the last summary of the instance asked for, and nothing for one that did not report", () => {
    const log = [
      "[Parsed_ebur128_0 @ 0x0] Summary:",
      "  Integrated loudness:",
      "    I:         -70.0 LUFS",
      "[Parsed_ebur128_0 @ 0x1] Summary:",
      "  Integrated loudness:",
      "    I:         -21.1 LUFS",
      "  Loudness range:",
      "    LRA:        20.0 LU",
      "  True peak:",
      "    Peak:      -18.1 dBFS",
      "[Parsed_ebur128_1 @ 0x2] Summary:",
      "  Integrated loudness:",
      "    I:         -70.0 LUFS",
      "  Loudness range:",
      "    LRA:         0.0 LU",
      "  True peak:",
      "    Peak:       -inf dBFS",
    ].join("\n");
    expect(parseEbur128Summary(log, 0)).toEqual({ integrated: -21.1, range: 20, truePeak: -18.1 });
    expect(parseEbur128Summary(log, 1)).toEqual({ integrated: -70, range: 0, truePeak: -Infinity });
    expect(parseEbur128Summary(log, 2)).toBeUndefined();
  });
});
