// The index tables of the partitions read (ST 377-1 clause 11): how many edit units of each essence
// container are indexed, which is the essence actually present when the header metadata is open or
// claims more than the file holds.
import type { BlockReader } from "../../io/block-reader";
import type { Rational } from "../../schema";
import { readKlv, skipFill } from "./file-layout";
import { parseIndexTableSegment } from "./index-table-segment";
import { INDEX_TABLE_SEGMENT_KEY } from "./keys";
import type { PartitionPack } from "./partition-pack";
import { ulKey } from "./ul";

/** Index bytes read per partition: the segments' leading fields sit in their first bytes. */
const MAX_INDEX_BYTES = 256 * 1024;

export interface IndexedSpan {
  readonly IndexSID: number;
  readonly BodySID?: number;
  readonly IndexEditRate?: Rational;
  /** One past the last edit unit indexed: max(IndexStartPosition + IndexDuration) over the segments. */
  readonly end: number;
  /**
   * Bytes per edit unit of a constant-bytes-per-element index (clause 11.2.3). Such a segment may give
   * IndexDuration 0, "the whole essence": its length over this count then gives the edit units.
   */
  readonly EditUnitByteCount?: number;
}

export async function readIndexedSpans(
  reader: BlockReader,
  partitions: readonly PartitionPack[],
  diagnostics: string[],
): Promise<Map<number, IndexedSpan>> {
  const spans = new Map<number, IndexedSpan>();
  for (const partition of partitions) {
    if (partition.IndexByteCount === 0 || partition.IndexSID === 0) continue;
    const afterPack = await skipFill(reader, partition.end);
    if (afterPack === undefined) continue;
    const indexStart =
      partition.HeaderByteCount > 0 ? await skipFill(reader, afterPack + partition.HeaderByteCount) : afterPack;
    if (indexStart === undefined) continue;
    const length = Math.min(partition.IndexByteCount, MAX_INDEX_BYTES);
    const bytes = await reader.bytes(indexStart, length);
    for (const segment of await segmentsIn(reader, bytes, indexStart, diagnostics)) {
      if (segment.IndexDuration === undefined || segment.IndexStartPosition === undefined) continue;
      const sid = segment.IndexSID ?? partition.IndexSID;
      const end = segment.IndexStartPosition + segment.IndexDuration;
      const known = spans.get(sid);
      if (!known || end > known.end) {
        const { BodySID, IndexEditRate, EditUnitByteCount } = segment;
        spans.set(sid, {
          IndexSID: sid,
          BodySID,
          IndexEditRate,
          end,
          ...(EditUnitByteCount ? { EditUnitByteCount } : {}),
        });
      }
    }
  }
  return spans;
}

async function segmentsIn(reader: BlockReader, bytes: Uint8Array, offset: number, diagnostics: string[]) {
  const segments = [];
  let at = 0;
  while (at < bytes.length) {
    const header = await readKlv(reader, offset + at);
    if (!header) break;
    const start = header.valueOffset - offset;
    if (ulKey(header.key) === INDEX_TABLE_SEGMENT_KEY) {
      // Only the bytes read are parsed: items cut at the end (the entry arrays) are dropped.
      segments.push(parseIndexTableSegment(bytes.subarray(start, start + header.length), []));
    }
    at = start + header.length;
  }
  if (segments.length === 0)
    diagnostics.push(`MXF: no index table segment where the partition at byte ${offset} announces one`);
  return segments;
}
