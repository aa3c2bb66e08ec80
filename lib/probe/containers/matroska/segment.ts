// Finds the Segment's top-level elements (RFC 9559 5.1) without scanning Clusters: those before the
// first Cluster are walked by their headers, the others are reached through the SeekHead.
import type { BlockReader } from "../../io/block-reader";
import { MAX_ELEMENT_HEADER_BYTES, readElementHeader, type ElementHeader } from "./ebml/element";
import { ID, TOP_LEVEL_NAMES } from "./element-ids";
import { parseSeekHead, type Seek } from "./seek-head";

/** The top-level elements the prober reads. */
const WANTED = [ID.Info, ID.Tracks, ID.Chapters, ID.Cues] as const;
type Wanted = (typeof WANTED)[number];

/** A top-level element read whole at most: metadata elements are kilobytes; Cues of long files, hundreds. */
const MAX_TOP_LEVEL_BYTES = 1024 * 1024;
/** Top-level elements walked before the first Cluster at most. */
const MAX_WALKED = 256;

export interface SegmentElements {
  /** Element data by ID, for those found. */
  data: Map<Wanted, Uint8Array>;
  seeks: Seek[];
  /** File offset of the first Cluster, when the walk reached it. */
  firstCluster?: number;
}

export interface SegmentSpan {
  dataStart: number;
  end: number;
}

export async function readSegmentElements(
  reader: BlockReader,
  segment: SegmentSpan,
  diagnostics: string[],
  wanted: readonly Wanted[] = WANTED.filter((id) => id !== ID.Cues),
): Promise<SegmentElements> {
  const found: SegmentElements = { data: new Map(), seeks: [] };
  let at = segment.dataStart;
  for (let count = 0; at < segment.end && count < MAX_WALKED; count++) {
    const header = await headerAt(reader, at);
    if (header?.id === ID.Cluster) found.firstCluster = at;
    if (!header || header.id === ID.Cluster || header.end === undefined) break;
    if (header.id === ID.SeekHead && found.seeks.length === 0) {
      const data = await elementData(reader, header, diagnostics);
      if (data) found.seeks = parseSeekHead(data, diagnostics);
    } else if ((wanted as readonly number[]).includes(header.id) && !found.data.has(header.id as Wanted)) {
      const data = await elementData(reader, header, diagnostics);
      if (data) found.data.set(header.id as Wanted, data);
    }
    at = header.end;
  }
  for (const id of wanted) if (!found.data.has(id)) await readSought(reader, segment, found, id, diagnostics);
  return found;
}

/** Reads a top-level element through the SeekHead, if it lists it. */
export async function readSought(
  reader: BlockReader,
  segment: SegmentSpan,
  found: SegmentElements,
  id: Wanted,
  diagnostics: string[],
): Promise<void> {
  const seek = found.seeks.find((entry) => entry.SeekID === id);
  if (!seek) return;
  const at = segment.dataStart + seek.SeekPosition;
  const header = at < segment.end ? await headerAt(reader, at) : undefined;
  if (!header || header.id !== id) {
    diagnostics.push(`the SeekHead places ${TOP_LEVEL_NAMES[id]} at ${at}, but it is not there`);
    return;
  }
  const data = await elementData(reader, header, diagnostics);
  if (data) found.data.set(id, data);
}

async function headerAt(reader: BlockReader, at: number): Promise<ElementHeader | undefined> {
  return readElementHeader(await reader.bytes(at, MAX_ELEMENT_HEADER_BYTES), 0, at);
}

async function elementData(
  reader: BlockReader,
  header: ElementHeader,
  diagnostics: string[],
): Promise<Uint8Array | undefined> {
  const name = TOP_LEVEL_NAMES[header.id] ?? `element 0x${header.id.toString(16)}`;
  const end = header.end ?? reader.size;
  if (end - header.dataStart > MAX_TOP_LEVEL_BYTES) {
    diagnostics.push(`${name} at ${header.start} is larger than ${MAX_TOP_LEVEL_BYTES} bytes; it was not read`);
    return undefined;
  }
  if (end > reader.size)
    diagnostics.push(`${name} at ${header.start} runs past the end of the file: the file is truncated`);
  return reader.bytes(header.dataStart, end - header.dataStart);
}
