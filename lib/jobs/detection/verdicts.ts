// A verdict per code (docs/api.md §4.7): for each expected reservation, whether its code was found with
// times inside its slot and where in the input the slot's content had no block of it; for each other code
// found, the reservation (if any) whose slot its times fall in.
import type { CodeVerdict, TimelineBlock } from "./schema";
import { formatCsid, uncovered } from "./timeline";

/** A reservation as a verdict names it. */
export interface SlotInfo {
  id: string;
  sid: number;
  csidValue: number;
  startAt: Date;
  endAt: Date;
  watermark: { id: string; name: string };
}

export interface VerdictInput {
  blocks: readonly TimelineBlock[];
  blockSeconds: number;
  seconds: number;
  expected: readonly SlotInfo[];
  /** For a code found but not expected: the reservation covering its first block's time, else its watermark, else nothing. */
  others: ReadonlyMap<string, SlotInfo | { watermark: { id: string; name: string } } | undefined>;
}

export const codeKey = (sid: number, csid: string) => `${sid}/${csid.toUpperCase()}`;

export function verdicts({ blocks, blockSeconds, seconds, expected, others }: VerdictInput): CodeVerdict[] {
  const byCode = new Map<string, TimelineBlock[]>();
  for (const block of blocks) {
    const key = codeKey(block.sid, block.csid);
    const found = byCode.get(key) ?? [];
    found.push(block);
    byCode.set(key, found);
  }
  const expectedKeys = new Set(expected.map((slot) => codeKey(slot.sid, formatCsid(slot.csidValue))));
  const judged = expected.map((slot) =>
    slotVerdict(slot, byCode.get(codeKey(slot.sid, formatCsid(slot.csidValue))) ?? [], blockSeconds, seconds),
  );
  for (const [key, found] of byCode) {
    if (expectedKeys.has(key)) continue;
    const other = others.get(key);
    if (other && "id" in other) judged.push(slotVerdict(other, found, blockSeconds, seconds, expected.length > 0));
    else judged.push(unreservedVerdict(found, other?.watermark, expected.length > 0));
  }
  return judged;
}

function slotVerdict(
  slot: SlotInfo,
  found: readonly TimelineBlock[],
  blockSeconds: number,
  seconds: number,
  unexpected = false,
): CodeVerdict {
  const inSlot = found.filter(
    (block) => Date.parse(block.time) >= slot.startAt.getTime() && Date.parse(block.time) < slot.endAt.getTime(),
  );
  const verdict = unexpected
    ? "unexpected"
    : found.length === 0
      ? "missing"
      : inSlot.length === 0
        ? "outside_slot"
        : "match";
  return {
    sid: slot.sid,
    csid: formatCsid(slot.csidValue),
    verdict,
    watermark_id: slot.watermark.id,
    watermark_name: slot.watermark.name,
    reservation_id: slot.id,
    slot: { start: slot.startAt.toISOString(), end: slot.endAt.toISOString() },
    blocks: found.length,
    blocks_in_slot: inSlot.length,
    missing: missingSpans(slot, inSlot, blockSeconds, seconds),
  };
}

/**
 * Where the slot's content lies in the input, from the first block found in the slot (its start in the
 * input against the time it carries), clipped to the input; without such a block, the whole input.
 */
function missingSpans(slot: SlotInfo, inSlot: readonly TimelineBlock[], blockSeconds: number, seconds: number) {
  const anchor = inSlot[0];
  if (!anchor) return uncovered([], blockSeconds, 0, seconds);
  const slotStartInInput = anchor.start - (Date.parse(anchor.time) - slot.startAt.getTime()) / 1000;
  const slotEndInInput = slotStartInInput + (slot.endAt.getTime() - slot.startAt.getTime()) / 1000;
  return uncovered(
    inSlot.map((block) => block.start),
    blockSeconds,
    Math.max(0, slotStartInInput),
    Math.min(seconds, slotEndInInput),
  );
}

function unreservedVerdict(
  found: readonly TimelineBlock[],
  watermark: { id: string; name: string } | undefined,
  expecting: boolean,
): CodeVerdict {
  return {
    sid: found[0]!.sid,
    csid: found[0]!.csid,
    verdict: expecting ? "unexpected" : "unreserved",
    watermark_id: watermark?.id ?? null,
    watermark_name: watermark?.name ?? null,
    reservation_id: null,
    slot: null,
    blocks: found.length,
    blocks_in_slot: 0,
    missing: [],
  };
}
