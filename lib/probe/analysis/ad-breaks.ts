// Out/in pairs of breaks over a file's cues, SCTE 35 (scte35/splice-cues.ts) and SCTE 104 (mxf/scte104/):
// a splice out then its return matched by event id, and segmentation descriptors of a start type then its
// end type (SCTE 35 Table 22) matched by type and event id. An unmatched out keeps its announced duration.
import { formatDuration as timeline } from "../annotate";
import type { SegmentationDescriptor } from "./scte35/segmentation-descriptor";

const CLOCK_HZ = 90_000;

export interface AdBreak<Source extends string> {
  event_id: number;
  source: Source | "segmentation_descriptor";
  out?: string;
  in?: string;
  duration?: number;
  matched: boolean;
}

export class AdBreaks<Source extends string> {
  readonly breaks: AdBreak<Source>[] = [];
  private readonly open = new Map<string, { entry: AdBreak<Source>; out: number | undefined }>();

  /** A break of `source` starts at `at` seconds (undefined: not placed); `announced`: its duration in seconds. */
  out(source: Source, event_id: number, at: number | undefined, announced?: number): void {
    this.start(`${source}:${event_id}`, { event_id, source }, at, announced);
  }

  /** The return of the open break of `source` and `event_id`, if there is one. */
  in(source: Source, event_id: number, at: number | undefined): void {
    this.end(`${source}:${event_id}`, at);
  }

  /** A segmentation descriptor at `at` seconds: opens or closes a break when its type is a start or an end. */
  segmentation(d: SegmentationDescriptor, at: number | undefined): void {
    const role = d.segmentation_type_id === undefined ? undefined : segmentationRole(d.segmentation_type_id);
    if (!role || d.segmentation_event_cancel_indicator) return;
    const startType = role === "start" ? d.segmentation_type_id! : d.segmentation_type_id! - 1;
    const key = `segmentation:${startType}:${d.segmentation_event_id}`;
    if (role === "end") return this.end(key, at);
    const announced = d.segmentation_duration === undefined ? undefined : d.segmentation_duration / CLOCK_HZ;
    this.start(key, { event_id: d.segmentation_event_id, source: "segmentation_descriptor" }, at, announced);
  }

  private start(
    key: string,
    named: Pick<AdBreak<Source>, "event_id" | "source">,
    at: number | undefined,
    announced: number | undefined,
  ): void {
    const entry: AdBreak<Source> = { ...named, out: at === undefined ? undefined : timeline(at), matched: false };
    if (announced !== undefined) entry.duration = announced;
    this.breaks.push(entry);
    this.open.set(key, { entry, out: at });
  }

  private end(key: string, at: number | undefined): void {
    const pending = this.open.get(key);
    if (!pending) return;
    this.open.delete(key);
    pending.entry.in = at === undefined ? undefined : timeline(at);
    if (at !== undefined && pending.out !== undefined)
      pending.entry.duration = Math.round((at - pending.out) * 1000) / 1000;
    pending.entry.matched = true;
  }
}

/** Table 22 pairs a start type with the end type after it: 0x10/0x11, and from 0x20 on each even/odd pair. */
function segmentationRole(type: number): "start" | "end" | undefined {
  if (type === 0x10 || (type >= 0x20 && type % 2 === 0)) return "start";
  if (type === 0x11 || (type >= 0x21 && type % 2 === 1)) return "end";
  return undefined;
}
