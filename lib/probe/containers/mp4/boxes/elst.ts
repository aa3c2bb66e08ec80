// ISO/IEC 14496-12 8.6.6 EditListBox 'elst': maps the media timeline onto the presentation.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, s32, s64, uVersioned } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface EditListEntry {
  /** In the movie timescale. */
  segment_duration: number;
  /** In the media timescale; -1 marks an empty edit (a delay before the media starts). */
  media_time: number;
  media_rate_integer: number;
  media_rate_fraction: number;
}

export interface EditListBox {
  entry_count: number;
  entries: EditListEntry[];
}

/** Entries read at most: real edit lists hold a handful; the cap bounds reads on damaged counts. */
const MAX_EDITS = 1024;
const ELST_BYTES = 8 + MAX_EDITS * 20;

function parseElst(payload: Uint8Array): EditListBox {
  const reader = new BitReader(payload);
  const { version } = fullBoxHeader(reader);
  const entry_count = reader.u(32);
  const entryBits = version === 1 ? 160 : 96;
  const entries: EditListEntry[] = [];
  while (entries.length < Math.min(entry_count, MAX_EDITS) && reader.bitsLeft >= entryBits) {
    const segment_duration = uVersioned(reader, version);
    const media_time = version === 1 ? s64(reader) : s32(reader);
    entries.push({ segment_duration, media_time, media_rate_integer: reader.u(16), media_rate_fraction: reader.u(16) });
  }
  return { entry_count, entries };
}

export const elstBox: LeafBox<EditListBox> = {
  types: ["elst"],
  parents: ["edts"],
  bytes: ELST_BYTES,
  parse: parseElst,
};
