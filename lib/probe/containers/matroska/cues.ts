// RFC 9559 5.1.5 Cues: the last CuePoint gives the latest indexed time and the Cluster holding it.
import { childElements, unsignedInteger } from "./ebml/element";
import { ID } from "./element-ids";

export interface LastCue {
  /** In Segment ticks. */
  CueTime: number;
  /** Offset of the Cluster from the first byte of the Segment's data. */
  CueClusterPosition?: number;
}

export function parseLastCue(data: Uint8Array, diagnostics: string[]): LastCue | undefined {
  let last: LastCue | undefined;
  for (const point of childElements(data, diagnostics, "Cues")) {
    if (point.id !== ID.CuePoint) continue;
    const cue: LastCue = { CueTime: 0 };
    for (const { id, data: value } of childElements(point.data, diagnostics, "CuePoint")) {
      if (id === ID.CueTime) cue.CueTime = unsignedInteger(value);
      else if (id === ID.CueTrackPositions) {
        const position = childElements(value, diagnostics, "CueTrackPositions").find((child) => child.id === ID.CueClusterPosition);
        if (position) cue.CueClusterPosition = unsignedInteger(position.data);
      }
    }
    if (!last || cue.CueTime >= last.CueTime) last = cue;
  }
  return last;
}
