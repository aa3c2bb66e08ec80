// The ffmpeg layer on corpus fixtures: decode to PCM, mux to every container type, check the outputs with
// our own prober; progress, cancellation and failures of real ffmpeg runs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { probe } from "../probe";
import { FileSource } from "../probe/io/node-file-source";
import { CONTAINER_TYPES, FfmpegError, decodePcmArgs, muxArgs, readPcm, readPcmChunks, runFfmpeg, writePcm } from ".";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/media/files");
const MPEG2_TS = path.join(FIXTURES, "gen__mpeg2_422_576i_mp2eng_tc.ts"); // 2 s, 1 kHz sine (MANIFEST.md)
const PRORES_MOV = path.join(FIXTURES, "gen__prores_proxy_pcm_tc.mov"); // 2 s, 1 kHz sine, 24-bit PCM
const work = mkdtempSync(path.join(tmpdir(), "render-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function probeFile(file: string) {
  const source = await FileSource.open(file);
  try {
    return await probe(source);
  } finally {
    await source.close();
  }
}

function zeroCrossings(samples: Float32Array): number {
  let count = 0;
  for (let n = 1; n < samples.length; n++) if (samples[n - 1]! < 0 !== samples[n]! < 0) count++;
  return count;
}

describe("decodePcmArgs + readPcm", () => {
  it("decodes the 24-bit PCM of a MOV to 48 kHz float planes carrying the fixture's 1 kHz tone", async () => {
    const pcmPath = path.join(work, "prores.f32");
    await runFfmpeg(decodePcmArgs({ path: PRORES_MOV, index: 0 }, 2, pcmPath));
    const [left, right] = await readPcm(pcmPath, 2);
    expect(left!.length).toBe(96000); // 2.000 s at 48 kHz
    expect(right).toEqual(left);
    // A 1 kHz sine crosses zero 2000 times a second. ffmpeg's sine source has amplitude 1/8, and the
    // fixture's `-ac 2` spread the mono tone over two channels at -3 dB (1/√2).
    expect(zeroCrossings(left!)).toBeGreaterThanOrEqual(3998);
    expect(zeroCrossings(left!)).toBeLessThanOrEqual(4001);
    expect(Math.max(...left!)).toBeCloseTo(0.125 / Math.SQRT2, 3);
  });

  it("writePcm then readPcm gives back the same samples", async () => {
    const planes = [Float32Array.from([0.5, -0.25, 1]), Float32Array.from([-1, 0.125, 0])];
    const file = path.join(work, "roundtrip.f32");
    await writePcm(file, planes);
    expect(await readPcm(file, 2)).toEqual(planes);
  });

  it("readPcmChunks gives the same planes in chunks of at most the frames asked for", async () => {
    const planes = [
      Float32Array.from({ length: 7 }, (_, n) => n / 8),
      Float32Array.from({ length: 7 }, (_, n) => -n / 8),
    ];
    const file = path.join(work, "chunks.f32");
    await writePcm(file, planes);
    const chunks: Float32Array[][] = [];
    for await (const chunk of readPcmChunks(file, 2, 3)) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk[0]!.length)).toEqual([3, 3, 1]);
    expect([0, 1].map((c) => chunks.flatMap((chunk) => [...chunk[c]!]))).toEqual(planes.map((plane) => [...plane]));
  });
});

describe("muxArgs", () => {
  const expected = {
    op1a: { type: "op1a", video: "mp2v", chroma: { horizontal: 2, vertical: 1 }, audio: "in24", bits: 24 },
    mov: { type: "mov", video: "apcn", chroma: { horizontal: 2, vertical: 1 }, audio: "in24", bits: 24 },
    m2ts: { type: "m2ts", video: "avc1", chroma: { horizontal: 2, vertical: 2 }, audio: "in24", bits: 24 },
    mp4: { type: "mp4", video: "avc1", chroma: { horizontal: 2, vertical: 2 }, audio: "mp4a", bits: undefined },
    wav: { type: "wav", video: undefined, chroma: undefined, audio: "in24", bits: 24 },
  } as const;

  it.each(CONTAINER_TYPES)(
    "renders the MPEG-2 TS fixture's video with its decoded audio to %s",
    async (type) => {
      const pcmPath = path.join(work, `mux-${type}.f32`);
      await runFfmpeg(decodePcmArgs({ path: MPEG2_TS, index: 0 }, 2, pcmPath));
      const output = path.join(work, `out.${type}`);
      await runFfmpeg(
        muxArgs({
          type,
          output,
          video: { path: MPEG2_TS, index: 0, fieldOrder: "tff" },
          audio: [{ pcmPath, channels: 2 }],
        }),
      );
      const result = await probeFile(output);
      const want = expected[type];
      expect(result.type).toBe(want.type);
      expect(result.video.map((video) => video.format)).toEqual(want.video ? [want.video] : []);
      if (want.chroma) expect(result.video[0]!.chroma_subsampling).toEqual(want.chroma);
      expect(result.audio).toHaveLength(1);
      expect(result.audio[0]).toMatchObject({
        format: want.audio,
        channels: 2,
        sample_rate: { numerator: 48000, denominator: 1 },
      });
      if (want.bits) expect(result.audio[0]!.bits_per_sample).toBe(want.bits);
      const [hours, minutes, seconds] = result.duration!.split(":").map(Number);
      expect(hours! * 3600 + minutes! * 60 + seconds!).toBeCloseTo(2, 1);
    },
    60_000,
  );
});

describe("runFfmpeg", () => {
  it("reports growing progress that ends at 1", async () => {
    const fractions: number[] = [];
    await runFfmpeg(
      [
        "-y",
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=1000:sample_rate=48000:duration=30",
        "-c:a",
        "pcm_s24le",
        "-f",
        "wav",
        path.join(work, "progress.wav"),
      ],
      {
        durationSeconds: 30,
        onProgress: (fraction) => fractions.push(fraction),
      },
    );
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it("kills ffmpeg when the signal aborts", async () => {
    const controller = new AbortController();
    const started = performance.now();
    const run = runFfmpeg(["-re", "-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=48000", "-f", "null", "-"], {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 300);
    await expect(run).rejects.toMatchObject({ name: "FfmpegError", code: "aborted" });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("fails with ffmpeg's own explanation", async () => {
    const error = await runFfmpeg(["-i", path.join(work, "missing.ts"), "-f", "null", "-"]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).code).toBe("failed");
    expect((error as FfmpegError).stderrTail.join("\n")).toContain("No such file or directory");
  });

  it("refuses an FFMPEG_PATH that is not an executable", async () => {
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = path.join(work, "no-ffmpeg");
    try {
      await expect(runFfmpeg(["-version"])).rejects.toMatchObject({ code: "not_found" });
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
  });
});
