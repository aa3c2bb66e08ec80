// Where the parts of an MXF file are (SMPTE ST 377-1 clauses 6-7, 12): the header partition after an
// optional run-in, the footer partition and random index pack at the end, and which partition's header
// metadata is the one to believe. Every read here is bounded, whatever the file's size.
import type { BlockReader } from "../../io/block-reader";
import { readKlvHeader, type KlvHeader } from "./klv";
import { FILL_KEY, isPartitionPackKey } from "./keys";
import { parsePartitionPack, type PartitionPack } from "./partition-pack";
import { parseRandomIndexPack, type RandomIndexEntry } from "./random-index-pack";
import { ulKey } from "./ul";

/** Bytes read at the end of the file for the random index pack and, usually, the footer partition. */
const TAIL_BYTES = 64 * 1024;
/** A partition pack with more than a few thousand essence container labels is not a partition pack. */
const MAX_PARTITION_PACK_BYTES = 64 * 1024;
/** Header metadata larger than this is read only in part (ST 377-1 sets no bound; real files stay far below). */
const MAX_HEADER_METADATA_BYTES = 1536 * 1024;
/** Fill items skipped before the primer pack or an index table segment (KAG alignment, ST 377-1 clause 7.1). */
const MAX_FILL_ITEMS = 8;
/** Partitions of the random index pack that are visited when looking for metadata or index tables. */
const MAX_PARTITIONS_VISITED = 16;

export interface MxfLayout {
  readonly runIn: number;
  readonly header: PartitionPack;
  readonly footer?: PartitionPack;
  readonly randomIndex?: RandomIndexEntry[];
  /** The partition packs read, header first, footer last. */
  readonly partitions: PartitionPack[];
  /** Set when the file ends before a part that the header partition or the last KLV announces. */
  readonly truncatedAt?: number;
}

/** Reads the partition pack at a file offset; undefined when there is none there. */
export async function readPartitionPack(reader: BlockReader, offset: number): Promise<PartitionPack | undefined> {
  const header = await readKlv(reader, offset);
  if (!header || !isPartitionPackKey(header.key) || header.length > MAX_PARTITION_PACK_BYTES) return undefined;
  const value = await reader.bytes(header.valueOffset, header.length);
  if (value.length < header.length) return undefined;
  try {
    return parsePartitionPack(header, value);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The KLV header at a file offset (keys and lengths take at most 16 + 9 bytes). */
export async function readKlv(reader: BlockReader, offset: number): Promise<KlvHeader | undefined> {
  return readKlvHeader(await reader.bytes(offset, 25), 0, offset);
}

/** The offset of the first KLV at or after `offset` that is not fill, or undefined. */
export async function skipFill(reader: BlockReader, offset: number): Promise<number | undefined> {
  let at = offset;
  for (let count = 0; count <= MAX_FILL_ITEMS; count++) {
    const header = await readKlv(reader, at);
    if (!header) return undefined;
    if (ulKey(header.key) !== FILL_KEY) return at;
    at = header.valueOffset + header.length;
  }
  return undefined;
}

export async function readLayout(
  reader: BlockReader,
  runIn: number,
  diagnostics: string[],
): Promise<MxfLayout | undefined> {
  const header = await readPartitionPack(reader, runIn);
  if (!header) return undefined;
  const size = reader.size;
  const tailOffset = Math.max(0, size - TAIL_BYTES);
  const randomIndex = parseRandomIndexPack(await reader.bytes(tailOffset, size - tailOffset), tailOffset);
  let truncatedAt: number | undefined;

  // Partition offsets count from the header partition pack, not from the start of a run-in (clause 7.1).
  let footerOffset = header.FooterPartition > 0 ? runIn + header.FooterPartition : undefined;
  if (footerOffset !== undefined && footerOffset >= size) {
    diagnostics.push(
      `MXF: the file is truncated: it ends at byte ${size}, before the footer partition the header partition places at byte ${footerOffset}`,
    );
    truncatedAt = size;
    footerOffset = undefined;
  }
  const lastListed = randomIndex?.[randomIndex.length - 1];
  footerOffset ??= lastListed && lastListed.ByteOffset > 0 ? runIn + lastListed.ByteOffset : undefined;
  const footer = footerOffset === undefined ? undefined : await readPartitionPack(reader, footerOffset);
  if (footerOffset !== undefined && footer?.kind !== "footer") {
    diagnostics.push(`MXF: no footer partition pack at byte ${footerOffset}, where the file places it`);
  }
  if (!randomIndex && truncatedAt === undefined && !footer) {
    diagnostics.push(
      "MXF: the file has neither a footer partition nor a random index pack (still being written, or cut short?)",
    );
  }

  // Partitions in the tail already read cost nothing; others are visited only when neither the header
  // nor the footer holds final metadata (ST 377-1 clause 7.4), to find the last partition that does.
  const partitions = [header];
  const visited = new Set([header.ThisPartition]);
  if (footer?.kind === "footer") {
    partitions.push(footer);
    visited.add(footer.ThisPartition);
  }
  const final = (partition: PartitionPack | undefined) =>
    partition && partition.closed && partition.complete && partition.HeaderByteCount > 0;
  const searchAll = !final(header) && !final(footer);
  const listed = [...(randomIndex ?? [])]
    .reverse()
    .filter((entry) => searchAll || runIn + entry.ByteOffset >= tailOffset);
  for (const entry of listed.slice(0, MAX_PARTITIONS_VISITED)) {
    if (visited.has(entry.ByteOffset) || runIn + entry.ByteOffset >= size) continue;
    visited.add(entry.ByteOffset);
    const partition = await readPartitionPack(reader, runIn + entry.ByteOffset);
    if (partition) partitions.push(partition);
  }
  partitions.sort((a, b) => a.ThisPartition - b.ThisPartition);
  return {
    runIn,
    header,
    footer: footer?.kind === "footer" ? footer : undefined,
    randomIndex,
    partitions,
    truncatedAt,
  };
}

/**
 * The partition whose header metadata to read (ST 377-1 clause 7.4): the header's when it is closed
 * and complete, otherwise the last closed and complete one further on, otherwise the best there is.
 */
export function pickMetadataPartition(layout: MxfLayout, diagnostics: string[]): PartitionPack {
  const { header } = layout;
  if (header.closed && header.complete && header.HeaderByteCount > 0) return header;
  const withMetadata = layout.partitions.filter((partition) => partition.HeaderByteCount > 0);
  const best =
    [...withMetadata].reverse().find((partition) => partition.closed && partition.complete) ??
    [...withMetadata].reverse().find((partition) => partition.closed) ??
    withMetadata[withMetadata.length - 1] ??
    header;
  const state = `${header.closed ? "closed" : "open"} and ${header.complete ? "complete" : "incomplete"}`;
  if (best !== header) {
    diagnostics.push(
      `MXF: the header partition is ${state}; the header metadata of the ${best.kind} partition at byte ${best.ThisPartition} is used`,
    );
  } else {
    diagnostics.push(
      `MXF: the header partition is ${state} and no later partition repeats the metadata: values may be provisional`,
    );
  }
  return best;
}

/** The header metadata bytes of a partition (from the primer pack on) and their file offset. */
export async function readHeaderMetadataBytes(
  reader: BlockReader,
  partition: PartitionPack,
  diagnostics: string[],
): Promise<{ bytes: Uint8Array; offset: number } | undefined> {
  const start = await skipFill(reader, partition.end);
  if (start === undefined) {
    diagnostics.push(
      `MXF: no header metadata after the ${partition.kind} partition pack at byte ${partition.ThisPartition}`,
    );
    return undefined;
  }
  let length = partition.HeaderByteCount;
  if (length > MAX_HEADER_METADATA_BYTES) {
    diagnostics.push(`MXF: header metadata of ${length} bytes; only the first ${MAX_HEADER_METADATA_BYTES} are read`);
    length = MAX_HEADER_METADATA_BYTES;
  }
  return { bytes: await reader.bytes(start, length), offset: start };
}
