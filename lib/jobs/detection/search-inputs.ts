// The work of a detect job (docs/api.md §4.7), once its inputs are probed: each input's first audio stream
// is decoded once, in chunks, through the streaming detectors of every registered version of the configured
// engine, and its blocks become a timeline, its gaps and a verdict per code against the expected reservations.
import type { Job, JobInput } from "../../db/generated/client";
import { activeReservationsCovering, reservationsWithWatermark } from "../../reservations/service";
import { findWatermarkByCode } from "../../watermarks/service";
import { throttled } from "../analyze-input";
import { configuredEngine, detectionEngines, versionsLabel } from "../composition/engines";
import { localCopy } from "../composition/local-inputs";
import { durationSeconds, storedProbe } from "../composition/steps/sources";
import { detectStream } from "./detect-stream";
import { DetectionError } from "./detection-error";
import type { DetectRequest, InputDetection, TimelineBlock } from "./schema";
import { formatCsid, timelineBlock, uncovered } from "./timeline";
import { codeKey, verdicts, type SlotInfo, type VerdictInput } from "./verdicts";

export interface DetectJob {
  job: Job & { inputs: JobInput[] };
  workDir: string;
  signal: AbortSignal;
  onProgress(fraction: number): Promise<void>;
}

/** The most channels the detector reads; ffmpeg downmixes wider layouts. */
const MAX_CHANNELS = 8;

export async function searchInputs({
  job,
  workDir,
  signal,
  onProgress,
}: DetectJob): Promise<Record<string, InputDetection>> {
  const engine = configuredEngine();
  const engines = detectionEngines();
  const expected = (await reservationsWithWatermark((job.detect as DetectRequest).reservations)).map(
    (reservation): SlotInfo => ({
      ...reservation,
      watermark: { id: reservation.watermark.id, name: reservation.watermark.name },
    }),
  );
  // Progress is recorded at most once a second: the detector takes a chunk every few milliseconds.
  const progress = throttled((fraction: number) => void onProgress(fraction), 1000);
  const results: Record<string, InputDetection> = {};
  for (const [n, input] of job.inputs.entries()) {
    const probe = await storedProbe(input);
    const audio = probe.audio[0];
    if (!audio) throw new DetectionError(`input "${input.name}" has no audio stream to search`);
    const { blocks, seconds } = await detectStream(
      engines,
      { input: await localCopy(input.url, workDir, input.name), index: 0 },
      {
        channels: Math.min(MAX_CHANNELS, audio.channels ?? 2),
        durationSeconds: durationSeconds(probe),
        signal,
        onProgress: (fraction) => progress((n + fraction) / job.inputs.length),
      },
    );
    const timeline = blocks.map(timelineBlock);
    const judged = {
      blocks: timeline,
      blockSeconds: engine.blockSeconds,
      seconds,
      expected,
      others: await otherCodes(timeline, expected),
    };
    results[input.name] = {
      seconds: Math.round(seconds * 1000) / 1000,
      engine: versionsLabel(engines),
      block_seconds: engine.blockSeconds,
      blocks: timeline,
      gaps: uncovered(
        timeline.map((block) => block.start),
        engine.blockSeconds,
        0,
        seconds,
      ),
      verdicts: verdicts(judged),
    };
  }
  return results;
}

/** Each code found that no expected reservation carries: the Active reservation covering its first block's time, else its watermark. */
async function otherCodes(
  timeline: readonly TimelineBlock[],
  expected: readonly SlotInfo[],
): Promise<VerdictInput["others"]> {
  const known = new Set(expected.map((slot) => codeKey(slot.sid, formatCsid(slot.csidValue))));
  const others = new Map<string, SlotInfo | { watermark: { id: string; name: string } } | undefined>();
  for (const block of timeline) {
    const key = codeKey(block.sid, block.csid);
    if (known.has(key) || others.has(key)) continue;
    const code = { sid: block.sid, csidValue: Number.parseInt(block.csid.slice(2), 16) };
    const time = new Date(block.time);
    const [reservation] = await activeReservationsCovering(code, time, time);
    const watermark = await findWatermarkByCode(code.sid, code.csidValue);
    const named = watermark ? { id: watermark.id, name: watermark.name } : undefined;
    others.set(key, reservation && named ? { ...reservation, watermark: named } : named && { watermark: named });
  }
  return others;
}
