// RFC 9559 5.1.1 SeekHead: where the other top-level elements lie, as SeekPosition offsets from the
// first byte of the Segment's data.
import { unsignedInteger } from "./ebml/element";
import { element, elements, master, readMaster } from "./ebml/master-element";
import { ID } from "./element-ids";

export interface Seek {
  SeekID: number;
  SeekPosition: number;
}

const seekElements = {
  /** The Element ID's bytes, marker included. */
  SeekID: element(ID.SeekID, unsignedInteger),
  SeekPosition: element(ID.SeekPosition, unsignedInteger),
};

const seekHeadElements = { Seek: elements(ID.Seek, master(seekElements, "Seek")) };

/** The Seeks that name both an element and its position. */
export function parseSeekHead(data: Uint8Array, diagnostics: string[]): Seek[] {
  return readMaster(data, seekHeadElements, "SeekHead", diagnostics).Seek.flatMap(({ SeekID, SeekPosition }) =>
    SeekID !== undefined && SeekPosition !== undefined ? [{ SeekID, SeekPosition }] : [],
  );
}
