// RFC 9559 5.1.1 SeekHead: where the other top-level elements lie, as SeekPosition offsets from the
// first byte of the Segment's data.
import { childElements, unsignedInteger } from "./ebml/element";
import { ID } from "./element-ids";

export interface Seek {
  SeekID: number;
  SeekPosition: number;
}

export function parseSeekHead(data: Uint8Array, diagnostics: string[]): Seek[] {
  const seeks: Seek[] = [];
  for (const seek of childElements(data, diagnostics, "SeekHead")) {
    if (seek.id !== ID.Seek) continue;
    let SeekID: number | undefined;
    let SeekPosition: number | undefined;
    for (const { id, data: value } of childElements(seek.data, diagnostics, "Seek")) {
      if (id === ID.SeekID) SeekID = unsignedInteger(value); // the Element ID's bytes, marker included
      else if (id === ID.SeekPosition) SeekPosition = unsignedInteger(value);
    }
    if (SeekID !== undefined && SeekPosition !== undefined) seeks.push({ SeekID, SeekPosition });
  }
  return seeks;
}
