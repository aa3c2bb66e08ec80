// A detect job (docs/api.md §4.7): its request (the reservations the aired content should carry) and its
// result per input: the timeline of blocks found, the gaps between them, and a verdict per code.
import { z } from "zod";
import { HEX32 } from "../../ids/random-hex";

export const MAX_EXPECTED_RESERVATIONS = 16;

export const DetectRequest = z
  .strictObject({
    reservations: z
      .array(z.string().regex(HEX32, "reservations are reservation ids (32 lowercase hex digits)"))
      .max(MAX_EXPECTED_RESERVATIONS, `at most ${MAX_EXPECTED_RESERVATIONS} reservations`)
      .default([])
      .describe(
        "The reservations the content should carry: each gets a verdict (its code found in its slot, and where it was missing)",
      ),
  })
  .describe("Makes the job a detect job: every input's first audio stream is searched for watermark blocks")
  .meta({ id: "DetectRequest" });
export type DetectRequest = z.infer<typeof DetectRequest>;

export const TimelineBlock = z.object({
  start: z.number().describe("Seconds from the start of the input to the block's first sample"),
  sid: z.number().int(),
  csid: z.string().describe("0x followed by 5 hex digits"),
  time: z.string().describe("Broadcast time the block carries (ISO 8601 UTC)"),
  confidence: z.number().min(0).max(1).describe("How clearly the block's sync pattern was seen, 0..1"),
  version: z
    .string()
    .describe("The engine version whose mark this is (every registered version is searched: their marks differ)"),
});
export type TimelineBlock = z.infer<typeof TimelineBlock>;

const Span = z.object({ start: z.number().describe("Seconds from the start of the input"), end: z.number() });
export type Span = z.infer<typeof Span>;

export const VERDICTS = ["match", "outside_slot", "missing", "unexpected", "unreserved"] as const;

export const CodeVerdict = z
  .object({
    sid: z.number().int(),
    csid: z.string(),
    verdict: z
      .enum(VERDICTS)
      .describe(
        "match: the code was found in its reservation's slot; outside_slot: found, but its times fall outside the slot; missing: an expected " +
          "reservation's code was not found; unexpected: found, not among the expected reservations; unreserved: found, no reservation covers its times",
      ),
    watermark_id: z.string().nullable(),
    watermark_name: z.string().nullable(),
    reservation_id: z.string().nullable(),
    slot: z.object({ start: z.string(), end: z.string() }).nullable().describe("The reservation's slot (ISO 8601 UTC)"),
    blocks: z.number().int().describe("Blocks of this code found"),
    blocks_in_slot: z.number().int().describe("Of those, blocks whose time lies in the slot"),
    missing: z.array(Span).describe("Where in the input the slot's content lies but no block of this code was found"),
  })
  .meta({ id: "CodeVerdict" });
export type CodeVerdict = z.infer<typeof CodeVerdict>;

export const InputDetection = z
  .object({
    seconds: z.number().describe("Duration of the audio decoded"),
    engine: z
      .string()
      .describe("The engine and the versions that searched the audio, e.g. broadmark-ss 3.0.0, 2.0.0, 1.0.0"),
    block_seconds: z
      .number()
      .describe(
        "Duration of one block of the configured engine version: a block covers [start, start + block_seconds)",
      ),
    blocks: z.array(TimelineBlock),
    gaps: z.array(Span).describe("Spans of the input with no block of any code"),
    verdicts: z.array(CodeVerdict),
  })
  .meta({ id: "InputDetection" });
export type InputDetection = z.infer<typeof InputDetection>;

export const DetectionView = z
  .object({
    reservations: z.array(z.string()).describe("The expected reservations, as submitted"),
    inputs: z
      .record(z.string(), InputDetection)
      .describe("Per input that was searched; absent before the job completes"),
  })
  .meta({ id: "Detection" });
export type DetectionView = z.infer<typeof DetectionView>;
