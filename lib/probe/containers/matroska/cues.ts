// RFC 9559 5.1.5 Cues: the last CuePoint gives the latest indexed time and the Cluster holding it.
import { unsignedInteger } from "./ebml/element";
import { element, elements, master, readMaster } from "./ebml/master-element";
import { ID } from "./element-ids";

export interface LastCue {
  /** In Segment ticks. */
  CueTime: number;
  /** Offset of the Cluster from the first byte of the Segment's data. */
  CueClusterPosition?: number;
}

const cueTrackPositionsElements = { CueClusterPosition: element(ID.CueClusterPosition, unsignedInteger) };

const cuePointElements = {
  CueTime: element(ID.CueTime, unsignedInteger, 0),
  CueTrackPositions: elements(ID.CueTrackPositions, master(cueTrackPositionsElements, "CueTrackPositions")),
};

const cuesElements = { CuePoint: elements(ID.CuePoint, master(cuePointElements, "CuePoint")) };

export function parseLastCue(data: Uint8Array, diagnostics: string[]): LastCue | undefined {
  let last: LastCue | undefined;
  for (const point of readMaster(data, cuesElements, "Cues", diagnostics).CuePoint) {
    const cue: LastCue = { CueTime: point.CueTime };
    const position = point.CueTrackPositions.findLast((positions) => positions.CueClusterPosition !== undefined);
    if (position) cue.CueClusterPosition = position.CueClusterPosition;
    if (!last || cue.CueTime >= last.CueTime) last = cue;
  }
  return last;
}
