// Frame rate of a video track without DefaultDuration (RFC 9559 5.1.4.1.13 makes it optional): the
// presentation timestamps of its first blocks (Cluster Timestamp + the Block's signed 16-bit relative
// timestamp, 10.1), read within a fixed number of file blocks from the first Cluster. Blocks come in decode
// order, so the timestamps are sorted first; the rate is given only when they step regularly.
import { BLOCK_BYTES, type BlockReader } from "../../io/block-reader";
import { rational } from "../../rational";
import type { Rational } from "../../schema";
import { readDataSize } from "./ebml/vint";
import { readElementHeader, signedInteger, unsignedInteger } from "./ebml/element";
import { ID } from "./element-ids";
import { NOMINAL_FRAME_RATES } from "../../tables/video";

/**
 * 64 KiB blocks of the file touched at most: the walk reads element headers only, hopping over frame
 * data, so at broadcast bit rates (frames larger than a block) it still sees one timestamp per block.
 */
const MAX_BLOCKS_TOUCHED = 16;
/** Timestamps gathered per track at most: enough to tell 30 from 30000/1001 at a 1 ms TimestampScale. */
const MAX_TIMESTAMPS = 120;
/** Fewer timestamps than this tell nothing about regularity. */
const MIN_TIMESTAMPS = 3;
/** An element header (ID ≤ 4 bytes, size ≤ 8) and, for a SimpleBlock, its track number and relative timestamp. */
const HEADER_PEEK_BYTES = 24;
const NANOSECONDS = 1_000_000_000;

/** The first blocks' timestamps, in Segment ticks, of each track in `trackNumbers`, from the Cluster at `clusterStart` on. */
export async function firstBlockTimestamps(
  reader: BlockReader,
  clusterStart: number,
  segmentEnd: number,
  trackNumbers: ReadonlySet<number>,
): Promise<Map<number, number[]>> {
  const timestamps = new Map<number, number[]>([...trackNumbers].map((track) => [track, []]));
  const touched = new Set<number>();
  const peek = (at: number, length: number) => {
    touched.add(Math.floor(at / BLOCK_BYTES));
    return reader.bytes(at, length);
  };
  let clusterTimestamp: number | undefined;
  // One walk over Clusters and their children alike, so that a Cluster of unknown size ends where the next begins.
  for (let at = clusterStart; at < segmentEnd && touched.size <= MAX_BLOCKS_TOUCHED;) {
    const bytes = await peek(at, HEADER_PEEK_BYTES);
    const element = readElementHeader(bytes, 0, at);
    if (!element) break;
    if (element.id === ID.Cluster) {
      clusterTimestamp = undefined;
      at = element.dataStart;
      continue;
    }
    if (element.end === undefined) break;
    if (element.id === ID.Timestamp)
      clusterTimestamp = unsignedInteger(await peek(element.dataStart, element.end - element.dataStart));
    const block =
      element.id === ID.SimpleBlock
        ? bytes.subarray(element.dataStart - at)
        : element.id === ID.BlockGroup
          ? await blockOfGroup(peek, element.dataStart, element.end)
          : undefined;
    const track = block && readDataSize(block, 0);
    const list = track && timestamps.get(track.value);
    if (list && clusterTimestamp !== undefined && block.length >= track.length + 2 && list.length < MAX_TIMESTAMPS) {
      list.push(clusterTimestamp + signedInteger(block.subarray(track.length, track.length + 2)));
    }
    if ([...timestamps.values()].every((list) => list.length >= MAX_TIMESTAMPS)) break;
    at = element.end;
  }
  return timestamps;
}

/** The first bytes of the Block inside a BlockGroup (RFC 9559 5.1.3.5.1). */
async function blockOfGroup(
  peek: (at: number, length: number) => Promise<Uint8Array>,
  start: number,
  end: number,
): Promise<Uint8Array | undefined> {
  for (let at = start; at < end;) {
    const bytes = await peek(at, HEADER_PEEK_BYTES);
    const child = readElementHeader(bytes, 0, at);
    if (!child || child.end === undefined || child.end > end) return undefined;
    if (child.id === ID.Block) return bytes.subarray(child.dataStart - at);
    at = child.end;
  }
  return undefined;
}

export type TimestampRate = { rate: Rational } | { irregular: string } | undefined;

/**
 * The frame rate the timestamps step at, when each step is one frame of one rate within the rounding
 * to the TimestampScale (one tick); a nominal rate when one fits, else the simplest frame duration that
 * the timestamps allow (33.2 ms for steps of 33 and 34 ms averaging 33.2). `irregular` says why not;
 * undefined when there are too few timestamps to tell.
 */
export function timestampFrameRate(ticks: readonly number[], timestampScale: number): TimestampRate {
  const sorted = [...new Set(ticks)].sort((a, b) => a - b);
  if (sorted.length < MIN_TIMESTAMPS) return undefined;
  const steps = sorted.slice(1).map((tick, i) => tick - sorted[i]!);
  const meanStep = (sorted.at(-1)! - sorted[0]!) / steps.length;
  if (steps.some((step) => Math.abs(step - meanStep) > 1)) {
    const ms = (ticks: number) => ((ticks * timestampScale) / 1e6).toFixed(3);
    return {
      irregular: `frame steps from ${ms(Math.min(...steps))} to ${ms(Math.max(...steps))} ms in the first ${sorted.length} blocks`,
    };
  }
  let best: { rate: Rational; error: number } | undefined;
  // Timestamps rounded to the TimestampScale are matched against the broadcast and film rates first.
  for (const rate of NOMINAL_FRAME_RATES) {
    const frameNs = (NANOSECONDS * rate.denominator) / rate.numerator;
    let error = 0;
    for (let i = 0; i < sorted.length; i++) {
      const elapsedNs = (sorted[i]! - sorted[0]!) * timestampScale;
      error = Math.max(error, Math.abs(elapsedNs - i * frameNs));
    }
    if (error <= timestampScale && (!best || error < best.error)) best = { rate, error };
  }
  if (best) return { rate: best.rate };
  // The first and last timestamps are each within half a tick of the truth: the frame duration, in ticks, is within this range.
  const span = sorted.at(-1)! - sorted[0]!;
  const [stepTicks, per] = simplestFraction((span - 1) / steps.length, (span + 1) / steps.length);
  return stepTicks > 0 ? { rate: rational(NANOSECONDS * per, stepTicks * timestampScale) } : undefined;
}

const ROUNDING = 1e-12;

/** The fraction p/q with the smallest q in [low, high] (the Stern–Brocot search by continued fractions), 0 < low ≤ high. */
export function simplestFraction(low: number, high: number, depth = 0): [number, number] {
  // The reciprocals below round: an integer within ROUNDING of a bound counts as inside, so that a
  // fraction lying exactly on a bound (6/5 in [1, 1.2]) is not lost to the last bit.
  const whole = Math.ceil(low - ROUNDING);
  if (whole <= high || depth > 16) return [whole, 1];
  const floor = Math.floor(low);
  const [p, q] = simplestFraction(1 / (high - floor), 1 / (low - floor), depth + 1);
  return [floor * p + q, p];
}
