// ISO/IEC 14496-12 8.8.8 TrackRunBox 'trun': a run of samples, each with the fields its tr_flags say
// are present; the run's data offset and its samples' durations are read.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface TrackRunBox {
  sample_count: number;
  /** Signed, from the base data offset of the track fragment header. */
  data_offset?: number;
  /** How many samples of the run last each sample_duration, when the run carries them (else each lasts the default). */
  sample_duration_counts?: Map<number, number>;
}

const DATA_OFFSET_PRESENT = 0x1;
const FIRST_SAMPLE_FLAGS_PRESENT = 0x4;
const SAMPLE_DURATION_PRESENT = 0x100;
/** sample_size, sample_flags, sample_composition_time_offset: 32 bits each when present. */
const OTHER_SAMPLE_FIELDS = [0x200, 0x400, 0x800];

/** A run read at most: 16 bytes for each of 16384 samples, more than any fragment of a real file. */
const TRUN_BYTES = 20 + 16384 * 16;

function parseTrun(payload: Uint8Array): TrackRunBox {
  const reader = new BitReader(payload);
  const { flags } = fullBoxHeader(reader);
  const sample_count = reader.u(32);
  const data_offset = flags & DATA_OFFSET_PRESENT ? reader.u(32) | 0 : undefined;
  const run = { sample_count, ...(data_offset !== undefined && { data_offset }) };
  if (flags & FIRST_SAMPLE_FLAGS_PRESENT) reader.skip(32);
  if (!(flags & SAMPLE_DURATION_PRESENT)) return run;
  const otherBits = OTHER_SAMPLE_FIELDS.filter((flag) => flags & flag).length * 32;
  const sample_duration_counts = new Map<number, number>();
  for (let i = 0; i < sample_count; i++) {
    const duration = reader.u(32); // a run longer than the bytes read ends in a RangeError: damaged
    sample_duration_counts.set(duration, (sample_duration_counts.get(duration) ?? 0) + 1);
    reader.skip(otherBits);
  }
  return { ...run, sample_duration_counts };
}

export const trunBox: LeafBox<TrackRunBox> = {
  types: ["trun"],
  parents: ["traf"],
  bytes: TRUN_BYTES,
  parse: parseTrun,
};
