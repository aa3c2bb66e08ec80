import type { BlockReader } from "../../io/block-reader";
import { MAX_BOX_HEADER_BYTES, parseBoxHeader, printable, type BoxHeader } from "./box-header";

/** The span whose children are walked: a container box's payload, or the whole file. */
export interface BoxSpan {
  readonly type: string;
  readonly payloadStart: number;
  readonly end: number;
}

/** Children walked per container at most: a guard against files made of millions of empty boxes. */
const MAX_CHILDREN = 4096;

/**
 * Walks the box tree by reading headers only (ISO/IEC 14496-12 4.2), so `mdat` and large sample tables
 * cost nothing; a payload is read only when a parser asks for it, and never more than it asks.
 */
export class BoxTree {
  constructor(
    readonly reader: BlockReader,
    readonly diagnostics: string[],
  ) {}

  get fileSize(): number {
    return this.reader.size;
  }

  /** The children of `parent`, in file order; a child overrunning its parent ends the walk with a diagnostic. */
  async *children(parent: BoxSpan): AsyncGenerator<BoxHeader> {
    const end = Math.min(parent.end, this.fileSize);
    let at = parent.payloadStart;
    for (let count = 0; at + 8 <= end; count++) {
      if (count === MAX_CHILDREN) {
        this.diagnostics.push(
          `'${printable(parent.type)}' holds more than ${MAX_CHILDREN} boxes; the rest were not read`,
        );
        return;
      }
      const header = parseBoxHeader(await this.reader.bytes(at, MAX_BOX_HEADER_BYTES), at, end);
      if (typeof header === "string") {
        this.diagnostics.push(header);
        return;
      }
      if (header.end > end) {
        this.diagnostics.push(
          parent.end >= this.fileSize
            ? `box '${printable(header.type)}' at ${at} declares ${header.end - at} bytes but the file ends ${end - at} bytes later: the file is truncated`
            : `box '${printable(header.type)}' at ${at} overruns its container '${printable(parent.type)}'`,
        );
        yield { ...header, end };
        return;
      }
      yield header;
      at = header.end;
    }
  }

  /** The first child of `parent` with this type. */
  async child(parent: BoxSpan, type: string): Promise<BoxHeader | undefined> {
    for await (const box of this.children(parent)) if (box.type === type) return box;
    return undefined;
  }

  /** Up to `maxBytes` of the box's payload: parsers ask only for the fields they read. */
  async payload(box: BoxHeader, maxBytes: number): Promise<Uint8Array> {
    return this.reader.bytes(box.payloadStart, Math.min(maxBytes, box.end - box.payloadStart));
  }
}
