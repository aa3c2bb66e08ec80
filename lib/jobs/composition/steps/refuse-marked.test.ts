// The refuse-marked step with a streaming detector that reports a block in its first chunk: the job's
// error names the code and time, and the decoding stops there instead of reading the whole source.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spreadSpectrumEngine, type WatermarkEngine } from "../../../watermark-engine";
import type { ContainerProbe } from "../../../probe/schema";
import { Composition } from "../schema";
import { refuseMarkedSources, SourceMarkedError } from "./refuse-marked";
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
    const refused = refuseMarkedSources(seeingEngine(seen), composition(), sources, new AbortController().signal);
    await expect(refused).rejects.toThrow(SourceMarkedError);
    await expect(refused).rejects.toThrow(
      "the source program.a1 already carries a Broadmark code (sid 9, csid 0x10002, broadcast time 2030-01-01T00:00:00Z, a block at 0 s)",
    );
    expect(seen.samples).toBeLessThan(60 * 48000);

    const overwritten = { samples: 0 };
    await refuseMarkedSources(seeingEngine(overwritten), composition(true), sources, new AbortController().signal);
    expect(overwritten.samples).toBe(0);
  });
});
