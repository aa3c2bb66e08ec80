// The edit units of a constant-bytes-per-element essence container (ST 377-1 clause 11.2.3) whose index
// table segment gives IndexDuration 0: the essence container's length over its EditUnitByteCount. Clip
// wrapping (ST 379-1 clause 7.3) holds the whole container in one essence element, whose length counts
// only essence bytes; frame wrapping repeats one element per edit unit, key and length included.
import type { BlockReader } from "../../io/block-reader";
import { bodyKlvs } from "./essence-walk";
import type { MxfLayout } from "./file-layout";
import { essenceTrackNumber, isEssenceElementKey } from "./keys";

/** KLVs walked to find the first essence element of the track. */
const MAX_KLVS_WALKED = 64;

export async function constantByteCountUnits(
  reader: BlockReader,
  layout: MxfLayout,
  trackNumber: number | undefined,
  editUnitByteCount: number,
): Promise<number | undefined> {
  for await (const klv of bodyKlvs(reader, layout, MAX_KLVS_WALKED)) {
    if (!isEssenceElementKey(klv.key) || (trackNumber !== undefined && essenceTrackNumber(klv.key) !== trackNumber))
      continue;
    // A file cut short holds less than the element's length announces.
    const present = Math.min(klv.length, reader.size - klv.valueOffset);
    if (klv.length >= editUnitByteCount) return Math.floor(present / editUnitByteCount);
    return Math.floor((essenceEnd(layout, klv.offset, reader.size) - klv.offset) / editUnitByteCount);
  }
  return undefined;
}

/** Where the essence that starts at `offset` ends: the next partition the file lists, else the end of the file. */
function essenceEnd(layout: MxfLayout, offset: number, size: number): number {
  const partitions = [
    ...layout.partitions.map((p) => p.ThisPartition),
    ...(layout.randomIndex ?? []).map((e) => e.ByteOffset),
  ];
  const next = partitions.map((at) => layout.runIn + at).filter((at) => at > offset);
  return Math.min(size, ...next);
}
