// A video stream whose headers give no timing (H.264 without VUI timing_info, a capture that holds no
// MPEG-2 sequence header): its frame rate from the steps between its presentation timestamps, which a
// multiplexer stamps per picture (ISO/IEC 13818-1 2.7.4: at most 0.7 s apart, usually every picture).
import { formatFrameRate } from "../../annotate";
import { rational } from "../../rational";
import type { Rational } from "../../schema";
import { hasFieldPictures } from "../../tables/video";
import type { ElementaryStreamTrack } from "./elementary-stream-track";
import { CLOCK_HZ, type TimestampSamples } from "./timestamps";

/** The rates broadcast and file video use (ITU-R BT.1700, SMPTE ST 2036-1): a step within a tick of one is that rate. */
const NOMINAL_RATES: readonly Rational[] = [
  rational(24000, 1001),
  rational(24, 1),
  rational(25, 1),
  rational(30000, 1001),
  rational(30, 1),
  rational(50, 1),
  rational(60000, 1001),
  rational(60, 1),
];
/** Steps that must agree before a rate is believed. */
const MIN_AGREEING_STEPS = 3;

/** The most common step between the stream's first timestamps (sorted: pictures are stamped in coded order), when MIN_AGREEING_STEPS agree. */
export function commonStep(samples: TimestampSamples): number | undefined {
  const sorted = [...new Set(samples.first)].sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (let i = 1; i < sorted.length; i++) {
    const step = sorted[i]! - sorted[i - 1]!;
    counts.set(step, (counts.get(step) ?? 0) + 1);
  }
  // Steps a tick apart are one rate (59.94 Hz alternates 1501 and 1502 ticks): pool each with its neighbours.
  let best: { step: number; votes: number } | undefined;
  for (const step of counts.keys()) {
    const votes = (counts.get(step - 1) ?? 0) + counts.get(step)! + (counts.get(step + 1) ?? 0);
    if (!best || votes > best.votes) best = { step, votes };
  }
  return best && best.votes >= MIN_AGREEING_STEPS && best.step > 1 && best.step <= CLOCK_HZ ? best.step : undefined;
}

const nominalRate = (step: number) =>
  NOMINAL_RATES.find((rate) => Math.abs((CLOCK_HZ * rate.denominator) / rate.numerator - step) <= 1);

/**
 * The frame rate that the stream's common timestamp step stands for. A stream of field pictures is
 * stamped per field or per frame (both fields in one PES packet): two steps make a frame when that gives
 * a rate video uses, else one does.
 */
export function frameRateFromTimestamps(samples: TimestampSamples, fieldPictures = false): Rational | undefined {
  const step = commonStep(samples);
  if (step === undefined) return undefined;
  return (fieldPictures ? nominalRate(2 * step) : undefined) ?? nominalRate(step) ?? rational(CLOCK_HZ, step);
}

/** Whether a stream of field pictures at `rate` is stamped field by field (its common step is half a frame). */
export function stampedPerField(samples: TimestampSamples, rate: Rational): boolean {
  const step = commonStep(samples);
  return step !== undefined && Math.abs(2 * step - (CLOCK_HZ * rate.denominator) / rate.numerator) <= 2;
}

/** Gives a video track without a frame rate the one its timestamps step at, said to be derived. */
export function deriveFrameRate(track: ElementaryStreamTrack): void {
  if (track.identity.kind !== "video" || track.parsed?.sample_rate) return;
  const rate = frameRateFromTimestamps(track.timestamps, hasFieldPictures(track.parsed?.properties));
  if (!rate) return;
  const parsed = track.parsed ?? { format: track.identity.format };
  track.parsed = {
    ...parsed,
    sample_rate: rate,
    properties: { ...parsed.properties, FrameRateDerivedFrom: "PTS" },
    $annotation: {
      ...parsed.$annotation,
      sample_rate: `${formatFrameRate(rate)}, derived from the PTS steps (the stream's headers give no timing)`,
    },
  };
}
