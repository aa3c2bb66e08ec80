// The first essence KLVs of the file body (ST 377-1 clause 7.2: a body partition may repeat header
// metadata and index tables before its essence; ST 379-1 clause 7: essence elements), in file order.
import type { BlockReader } from "../../io/block-reader";
import { readKlv, readPartitionPack, skipFill, type MxfLayout } from "./file-layout";
import type { KlvHeader } from "./klv";
import { FILL_KEY, isPartitionPackKey } from "./keys";
import { ulKey } from "./ul";

/** Yields up to `limit` KLVs that are neither fill nor partition structure, from the header partition on. */
export async function* bodyKlvs(reader: BlockReader, layout: MxfLayout, limit: number): AsyncGenerator<KlvHeader> {
  const { header } = layout;
  const afterPack = await skipFill(reader, header.end);
  let at = afterPack === undefined ? reader.size : afterPack + header.HeaderByteCount + header.IndexByteCount;
  for (let count = 0; count < limit && at < reader.size; count++) {
    const klv = await readKlv(reader, at);
    if (!klv) return;
    if (isPartitionPackKey(klv.key)) {
      const partition = await readPartitionPack(reader, klv.offset);
      const start = partition && (await skipFill(reader, partition.end));
      if (start === undefined) return;
      at = start + partition!.HeaderByteCount + partition!.IndexByteCount;
      continue;
    }
    if (ulKey(klv.key) !== FILL_KEY) yield klv;
    at = klv.valueOffset + klv.length;
  }
}
