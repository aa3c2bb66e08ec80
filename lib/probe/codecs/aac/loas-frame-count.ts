import { findSyncedFrame, type FrameCount } from "../frame-sync";
import { parseLoasFrame } from "./loas-frame";
import type { StreamMuxConfig } from "./stream-mux-config";

/** AAC frames carry 1024 samples of the core (ISO/IEC 14496-3 4.5.1.1; 960 only with frameLengthFlag, not used in LATM broadcast). */
const SAMPLES_PER_SUBFRAME = 1024;

/**
 * The whole LOAS frames of a payload (ISO/IEC 14496-3 1.7.2): each AudioMuxElement holds numSubFrames + 1
 * PayloadMux() of one AAC frame each (1.7.3, allStreamsSameTimeFraming), timed by the StreamMuxConfig in
 * force, the first one read also for the frames before it (useSameStreamMux refers back to one the
 * payload does not hold). Undefined without a config.
 */
export function countLoasFrames(payload: Uint8Array): FrameCount | undefined {
  const first = findSyncedFrame(payload, parseLoasFrame);
  if (!first) return undefined;
  let config: StreamMuxConfig | undefined;
  let untimed = 0;
  const count: FrameCount = { frames: 0, seconds: 0, bytes: 0 };
  // Every step advances by a frame length of at least three bytes, so the walk ends within `payload`.
  for (
    let offset = first.offset, frame = parseLoasFrame(payload, offset);
    frame && offset + frame.frameLength <= payload.length;
    frame = parseLoasFrame(payload, offset)
  ) {
    if (frame.streamMuxConfig) {
      config = frame.streamMuxConfig;
      count.seconds += untimed * subFrameSeconds(config);
      untimed = 0;
    }
    if (config) count.seconds += subFrameSeconds(config);
    else untimed++;
    count.frames++;
    offset += frame.frameLength;
    count.bytes = offset;
  }
  return config && count.frames > 0 ? count : undefined;
}

function subFrameSeconds(config: StreamMuxConfig): number {
  return ((config.numSubFrames + 1) * SAMPLES_PER_SUBFRAME) / config.audioSpecificConfig.samplingFrequency;
}
