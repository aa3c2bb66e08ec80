import { startCodeUnits } from "../start-codes";
import { type GroupOfVop, parseGroupOfVop } from "./group-of-vop";
import {
  GROUP_OF_VOP_START_CODE,
  VIDEO_OBJECT_LAYER_START_CODE_FIRST,
  VIDEO_OBJECT_LAYER_START_CODE_LAST,
  VISUAL_OBJECT_SEQUENCE_START_CODE,
  VISUAL_OBJECT_START_CODE,
  VOP_START_CODE,
} from "./start-code-values";
import { parseVideoObjectLayer, type VideoObjectLayer } from "./video-object-layer";
import { parseVisualObject, type VisualObject } from "./visual-object";
import { parseVisualObjectSequence, type VisualObjectSequence } from "./visual-object-sequence";
import { B_VOP, parseVop } from "./vop";

/**
 * The headers of an MPEG-4 Visual stream (ISO/IEC 14496-2 6.2): the visual object sequence, the visual
 * object and the first video object layer, and the display times of the first VOPs after it.
 */
export interface Mpeg4VisualHeaders {
  visualObjectSequence?: VisualObjectSequence;
  visualObject?: VisualObject;
  videoObjectLayer: VideoObjectLayer;
  /** Display times of the VOPs read, in units of 1/vop_time_increment_resolution s, in decoding order. */
  vopTimes: number[];
}

/** VOPs whose times are read: enough to see the frame duration among B-VOPs and a skipped frame. */
const MAX_VOPS = 8;

/**
 * Finds the headers in a stream's first bytes (or a DecoderSpecificInfo, which holds them without VOPs);
 * undefined without a video object layer.
 */
export function findMpeg4VisualHeaders(bytes: Uint8Array, diagnostics: string[]): Mpeg4VisualHeaders | undefined {
  let visualObjectSequence: VisualObjectSequence | undefined;
  let visualObject: VisualObject | undefined;
  let headers: Mpeg4VisualHeaders | undefined;
  const clock = new VopClock();
  for (const unit of startCodeUnits(bytes)) {
    const code = unit[0] ?? -1;
    try {
      if (!headers) {
        if (code === VISUAL_OBJECT_SEQUENCE_START_CODE) visualObjectSequence = parseVisualObjectSequence(unit);
        else if (code === VISUAL_OBJECT_START_CODE) visualObject = parseVisualObject(unit);
        else if (code >= VIDEO_OBJECT_LAYER_START_CODE_FIRST && code <= VIDEO_OBJECT_LAYER_START_CODE_LAST) {
          const videoObjectLayer = parseVideoObjectLayer(unit, visualObject?.visual_object_verid);
          headers = {
            ...(visualObjectSequence && { visualObjectSequence }),
            ...(visualObject && { visualObject }),
            videoObjectLayer,
            vopTimes: [],
          };
        }
      } else if (code === GROUP_OF_VOP_START_CODE) {
        clock.startGroup(parseGroupOfVop(unit));
      } else if (code === VOP_START_CODE) {
        const resolution = headers.videoObjectLayer.vop_time_increment_resolution;
        headers.vopTimes.push(clock.displayTime(parseVop(unit, resolution), resolution));
        if (headers.vopTimes.length === MAX_VOPS) break;
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      // A VOP cut by the end of the bytes read is not a damaged stream.
      if (code !== VOP_START_CODE)
        diagnostics.push(`MPEG-4 Visual: header with start code 0x${code.toString(16).padStart(2, "0")} is truncated`);
      if (headers) break;
    }
  }
  return headers;
}

/**
 * Display times from modulo_time_base and vop_time_increment (6.3.5): an I-, P- or S-VOP's seconds count
 * from the time base of the previous I-, P- or S-VOP in decoding order, a B-VOP's from the one before
 * that; a GOV's time code sets the time base.
 */
class VopClock {
  private timeBase = 0;
  private lastTimeBase = 0;

  startGroup(gov: GroupOfVop): void {
    this.timeBase = gov.time_code_hours * 3600 + gov.time_code_minutes * 60 + gov.time_code_seconds;
  }

  displayTime(vop: ReturnType<typeof parseVop>, resolution: number): number {
    if (vop.vop_coding_type === B_VOP)
      return (this.lastTimeBase + vop.modulo_time_base) * resolution + vop.vop_time_increment;
    this.lastTimeBase = this.timeBase;
    this.timeBase += vop.modulo_time_base;
    return this.timeBase * resolution + vop.vop_time_increment;
  }
}

/** The step between display times that most VOPs show, in 1/vop_time_increment_resolution s; undefined under two VOPs. */
export function nominalVopDuration(vopTimes: readonly number[]): number | undefined {
  const sorted = [...new Set(vopTimes)].sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (let i = 1; i < sorted.length; i++) {
    const step = sorted[i]! - sorted[i - 1]!;
    counts.set(step, (counts.get(step) ?? 0) + 1);
  }
  let best: [number, number] | undefined;
  for (const entry of counts)
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  return best?.[0];
}
