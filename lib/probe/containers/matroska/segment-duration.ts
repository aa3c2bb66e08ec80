// The Segment's duration: Info's Duration (RFC 9559 5.1.2.3) when present; otherwise (live or
// interrupted recordings) the end of the last Cluster found in the file's tail, else the last Cue.
import type { BlockReader } from "../../io/block-reader";
import { clusterEnd, lastClusterStart } from "./cluster";
import { parseLastCue } from "./cues";
import { ID } from "./element-ids";
import type { SegmentInfo } from "./info";
import { readSought, type SegmentElements, type SegmentSpan } from "./segment";
import type { TrackEntry } from "./track-entry";

/** Bytes at the end of the file searched for the last Cluster. */
const TAIL_BYTES = 512 * 1024;

export interface SegmentTiming {
  reader: BlockReader;
  segment: SegmentSpan;
  elements: SegmentElements;
  info?: SegmentInfo;
  tracks: TrackEntry[];
  /** Nanoseconds per Segment tick. */
  timestampScale: number;
}

export async function segmentSeconds(timing: SegmentTiming, diagnostics: string[]): Promise<number | undefined> {
  const { reader, segment, elements, info, tracks, timestampScale } = timing;
  const toSeconds = (ticks: number) => (ticks * timestampScale) / 1e9;
  if (info?.Duration !== undefined && info.Duration > 0 && Number.isFinite(toSeconds(info.Duration)))
    return toSeconds(info.Duration);

  const frameTicks = (trackNumber: number) => {
    const defaultDuration = tracks.find((track) => track.TrackNumber === trackNumber)?.DefaultDuration;
    return defaultDuration === undefined ? undefined : defaultDuration / timestampScale;
  };
  const tailStart = Math.max(segment.dataStart, segment.end - TAIL_BYTES);
  const tail = await reader.bytes(tailStart, segment.end - tailStart);
  const clusterAt = lastClusterStart(tail);
  if (clusterAt !== undefined) {
    diagnostics.push("no Duration in Segment Info: the duration is measured to the end of the last Cluster");
    return toSeconds(clusterEnd(tail, clusterAt, frameTicks)!);
  }
  await readSought(reader, segment, elements, ID.Cues, diagnostics);
  const cues = elements.data.get(ID.Cues);
  const lastCue = cues && parseLastCue(cues, diagnostics);
  if (lastCue) {
    diagnostics.push(
      "no Duration in Segment Info and no Cluster in the file's tail: the duration is that of the last Cue, a lower bound",
    );
    return toSeconds(lastCue.CueTime);
  }
  diagnostics.push("no Duration in Segment Info, and no Cluster or Cues to measure one");
  return undefined;
}
