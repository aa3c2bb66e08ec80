// GOP structure of one video stream from its coded frames in decode order: GOP lengths, open or closed,
// the picture-type pattern in display order, B-frame runs, field or frame coding. Constant memory: counts,
// a bounded reorder window and at most MAX_DISTINCT lengths and patterns.
import type { GopAnalysis } from "./analysis-schema";
import { DisplayOrder } from "./display-order";

export type PictureType = "I" | "P" | "B";

export interface CodedFrame {
  type: PictureType;
  /** This frame starts a GOP (MPEG-2 I picture, H.264 IDR or recovery point, HEVC IRAP). */
  gopStart: boolean;
  /** The bitstream declares the GOP closed (MPEG-2 closed_gop, H.264 IDR, HEVC IDR/BLA). */
  declaredClosed?: boolean;
  /** Coded as two field pictures. */
  fields: boolean;
  pts: number | undefined;
}

const MAX_DISTINCT = 64;
const MAX_PATTERN = 300;

export class GopStructure {
  private frames = 0;
  private fieldFrames = 0;
  private gops = 0;
  private closed = 0;
  private open = 0;
  /** GOP lengths in display order (keyframe to keyframe as shown), and the pictures shown since the last. */
  private readonly lengths = new Map<number, number>();
  private shownLength: number | undefined;
  private current: { pts: number | undefined; declaredClosed: boolean; leading: boolean } | undefined;
  private readonly displayOrder = new DisplayOrder<{ type: PictureType; gopStart: boolean }>((picture) =>
    this.show(picture.type, picture.gopStart),
  );
  private readonly patterns = new Map<string, number>();
  private pattern: string | undefined;
  private bRun = 0;
  private maxBRun = 0;
  timecode: { value: string; source: string } | undefined;

  constructor(private readonly frameRate: number | undefined) {}

  frame(frame: CodedFrame): void {
    this.frames++;
    if (frame.fields) this.fieldFrames++;
    if (frame.gopStart) {
      this.endGop();
      this.current = { pts: frame.pts, declaredClosed: frame.declaredClosed ?? false, leading: false };
    } else if (this.current?.pts !== undefined && frame.pts !== undefined && frame.pts < this.current.pts) {
      // A picture after the GOP's first in decode order but shown before it: a leading picture.
      this.current.leading = true;
    }
    this.displayOrder.push({ type: frame.type, gopStart: frame.gopStart }, frame.pts);
  }

  /** The structure, or undefined when no picture was read (a PID the PMT lists that carries nothing). */
  finish(): GopAnalysis | undefined {
    if (this.frames === 0) return undefined;
    this.endGop();
    this.displayOrder.flush();
    // The last GOP is cut by the end of the file: it counts only when it is the only one.
    if (this.lengths.size === 0 && this.shownLength) this.lengths.set(this.shownLength, 1);
    const whole = [...this.lengths.entries()].filter(([length]) => length > 0);
    const typical = whole.sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
    const all = [...this.lengths.keys()];
    const seconds = (frames: number) =>
      this.frameRate ? Math.round((frames / this.frameRate) * 1000) / 1000 : undefined;
    const length = typical === undefined ? undefined : { min: Math.min(...all), max: Math.max(...all), typical };
    const lengthSeconds =
      length && this.frameRate
        ? { min: seconds(length.min)!, max: seconds(length.max)!, typical: seconds(length.typical)! }
        : undefined;
    const pattern = [...this.patterns.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? this.pattern;
    return {
      gops: this.gops,
      frames: this.frames,
      length_frames: length,
      length_seconds: lengthSeconds,
      regular: length ? length.min === length.max : undefined,
      closed: this.closed,
      open: this.open,
      pattern: pattern || undefined,
      max_b_frames: this.maxBRun,
      coding:
        this.frames === 0
          ? undefined
          : this.fieldFrames === 0
            ? "frame"
            : this.fieldFrames === this.frames
              ? "field"
              : "mixed",
      first_timecode: this.timecode?.value,
      timecode_source: this.timecode?.source,
    };
  }

  /** Ends the GOP in progress (decode order): closed, or open when a leading picture followed. */
  private endGop(): void {
    if (!this.current) return;
    this.gops++;
    if (this.current.declaredClosed || !this.current.leading) this.closed++;
    else this.open++;
    this.current = undefined;
  }

  /** The next picture in display order: a GOP's first picture closes the length and pattern of the one before. */
  private show(type: PictureType, gopStart: boolean): void {
    if (gopStart) {
      if (this.shownLength !== undefined) count(this.lengths, this.shownLength);
      if (this.pattern !== undefined) count(this.patterns, this.pattern);
      this.shownLength = 0;
      this.pattern = "";
    }
    if (this.shownLength !== undefined) this.shownLength++;
    if (this.pattern !== undefined && this.pattern.length < MAX_PATTERN) this.pattern += type;
    this.bRun = type === "B" ? this.bRun + 1 : 0;
    this.maxBRun = Math.max(this.maxBRun, this.bRun);
  }
}

/** Counts a value, keeping at most MAX_DISTINCT different ones (memory stays bounded on odd streams). */
function count<K>(counts: Map<K, number>, key: K): void {
  if (counts.has(key) || counts.size < MAX_DISTINCT) counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** A timecode as SMPTE ST 12-1 writes it: HH:MM:SS:FF, with ; before the frames when drop-frame. */
export function formatTimecode(
  hours: number,
  minutes: number,
  seconds: number,
  frames: number,
  dropFrame: boolean,
): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${dropFrame ? ";" : ":"}${two(frames)}`;
}
