// broadmark-ss 1.x's detector fed in chunks, in constant memory: its detection is local (a block is decided
// from its own 4 s, the ±85 ms running mean around them and the sync peak test ±85 ms around its start), so
// it runs on overlapping windows of the downmix and each window reports the blocks that start in its own
// stretch, far enough from both of its edges that the whole-programme detection would have seen the same
// numbers. A window holds about a minute of mono samples, whatever the programme's length.
import { detectBlocks } from "./detect";
import { downmix } from "./features";
import { BLOCK_SAMPLES, HOP } from "./layout";
import type { DetectedBlock, StreamingDetector } from "./types";

/** Detector frames are HOP / 2 apart from the stream's first sample: windows start on that grid. */
const DETECTOR_HOP = HOP / 2;
/**
 * What a block needs beyond its own samples on each side: the peak test (±16 frames), a decoding at ±1
 * frame, and the running mean (±16 frames) of the frames those read, one analysis frame (2 hops) long;
 * rounded up generously.
 */
export const WINDOW_MARGIN = 64 * DETECTOR_HOP;
/** How far one window starts after the previous: about a minute, on the detector's grid. */
export const WINDOW_STEP = 11_250 * DETECTOR_HOP;
const WINDOW = WINDOW_STEP + BLOCK_SAMPLES + 2 * WINDOW_MARGIN;

export function windowedDetector(channels: number): StreamingDetector {
  const window = new Float32Array(WINDOW);
  let filled = 0;
  let windowStart = 0; // the stream's sample at window[0]

  /** The blocks that start in this window's own stretch, counted from the stream's first sample. */
  const detectWindow = (last: boolean): DetectedBlock[] => {
    const from = windowStart === 0 ? 0 : windowStart + WINDOW_MARGIN;
    const to = last ? Infinity : windowStart + WINDOW_STEP + WINDOW_MARGIN;
    return detectBlocks([window.subarray(0, filled)])
      .map((block) => ({ ...block, startSample: block.startSample + windowStart }))
      .filter((block) => block.startSample >= from && block.startSample < to);
  };

  return {
    push(pcm) {
      if (pcm.length !== channels) throw new RangeError(`expected ${channels} channels, got ${pcm.length}`);
      const mono = downmix(pcm);
      const found: DetectedBlock[] = [];
      for (let taken = 0; taken < mono.length;) {
        const part = Math.min(mono.length - taken, WINDOW - filled);
        window.set(mono.subarray(taken, taken + part), filled);
        [filled, taken] = [filled + part, taken + part];
        if (filled < WINDOW) continue;
        found.push(...detectWindow(false));
        window.copyWithin(0, WINDOW_STEP);
        [filled, windowStart] = [filled - WINDOW_STEP, windowStart + WINDOW_STEP];
      }
      return found;
    },
    end() {
      const found = detectWindow(true);
      filled = 0;
      return found;
    },
  };
}
