// ISO/IEC 14496-12 8.6.1.2 TimeToSampleBox 'stts': runs of samples of equal duration (sample_delta,
// in the media timescale). The prober reads the first runs, which give the nominal frame duration; the
// analysis pass, all of them (each sample's decoding time).
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, tableEntries } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface TimeToSampleEntry {
  sample_count: number;
  sample_delta: number;
}

export interface TimeToSampleBox {
  entry_count: number;
  /** The first entries only (up to FIRST_ENTRIES). */
  entries: TimeToSampleEntry[];
}

const FIRST_ENTRIES = 4;
const STTS_BYTES = 8 + FIRST_ENTRIES * 8;

function parseStts(payload: Uint8Array): TimeToSampleBox {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  const entry_count = reader.u(32);
  const entries: TimeToSampleEntry[] = [];
  while (entries.length < Math.min(entry_count, FIRST_ENTRIES) && reader.bitsLeft >= 64) {
    entries.push({ sample_count: reader.u(32), sample_delta: reader.u(32) });
  }
  return { entry_count, entries };
}

/** The delta of the longest run read: the frame duration, even when the first or last sample differs. */
export function nominalSampleDelta(box: TimeToSampleBox): number | undefined {
  let best: TimeToSampleEntry | undefined;
  for (const entry of box.entries)
    if (entry.sample_delta > 0 && (!best || entry.sample_count > best.sample_count)) best = entry;
  return best?.sample_delta;
}

/** Every entry: sample_count and sample_delta, one pair after the other. */
export function parseTimeToSampleEntries(payload: Uint8Array): Uint32Array {
  const { count, view, at } = tableEntries(payload, "stts", 4, 64);
  const entries = new Uint32Array(count * 2);
  for (let i = 0; i < count * 2; i++) entries[i] = view.getUint32(at + i * 4);
  return entries;
}

export const sttsBox: LeafBox<TimeToSampleBox> = {
  types: ["stts"],
  parents: ["stbl"],
  bytes: STTS_BYTES,
  parse: parseStts,
};
