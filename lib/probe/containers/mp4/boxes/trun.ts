// ISO/IEC 14496-12 8.8.8 TrackRunBox 'trun': a run of samples, each with the fields its tr_flags say
// are present. The prober reads the run's data offset and its samples' durations; the analysis pass also
// each sample's size and composition time offset.
import { BitReader } from "../../../bits/bit-reader";
import { ProbeError } from "../../../errors";
import { fullBoxHeader } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface TrackRunBox {
  sample_count: number;
  /** Signed, from the base data offset of the track fragment header. */
  data_offset?: number;
  /** How many samples of the run last each sample_duration, when the run carries them (else each lasts the default). */
  sample_duration_counts?: Map<number, number>;
}

/** The run's samples, each field present when its tr_flags bit is set (else the defaults apply). */
export interface TrackRunSamples {
  sample_count: number;
  data_offset?: number;
  sample_duration?: Uint32Array;
  sample_size?: Uint32Array;
  sample_composition_time_offset?: Int32Array;
}

const DATA_OFFSET_PRESENT = 0x1;
const FIRST_SAMPLE_FLAGS_PRESENT = 0x4;
const SAMPLE_DURATION_PRESENT = 0x100;
const SAMPLE_SIZE_PRESENT = 0x200;
const SAMPLE_FLAGS_PRESENT = 0x400;
const SAMPLE_COMPOSITION_TIME_OFFSETS_PRESENT = 0x800;

/** A run read at most: 16 bytes for each of 16384 samples, more than any fragment of a real file. */
const TRUN_BYTES = 20 + 16384 * 16;

/** The run; a RangeError when it is cut (its sample_count promises more fields than the bytes hold). */
function readTrackRun(payload: Uint8Array): TrackRunSamples {
  const reader = new BitReader(payload);
  const { flags } = fullBoxHeader(reader);
  const sample_count = reader.u(32);
  const data_offset = flags & DATA_OFFSET_PRESENT ? reader.u(32) | 0 : undefined;
  if (flags & FIRST_SAMPLE_FLAGS_PRESENT) reader.skip(32);
  const present = [SAMPLE_DURATION_PRESENT, SAMPLE_SIZE_PRESENT, SAMPLE_FLAGS_PRESENT];
  const fields = [...present, SAMPLE_COMPOSITION_TIME_OFFSETS_PRESENT].filter((flag) => flags & flag).length;
  if (sample_count * fields * 32 > reader.bitsLeft)
    throw new RangeError(`'trun' is cut inside its ${sample_count} samples`);
  const run: TrackRunSamples = { sample_count, ...(data_offset !== undefined && { data_offset }) };
  if (flags & SAMPLE_DURATION_PRESENT) run.sample_duration = new Uint32Array(sample_count);
  if (flags & SAMPLE_SIZE_PRESENT) run.sample_size = new Uint32Array(sample_count);
  if (flags & SAMPLE_COMPOSITION_TIME_OFFSETS_PRESENT)
    run.sample_composition_time_offset = new Int32Array(sample_count);
  // Without per-sample fields a run is its count alone: nothing to loop over, whatever the count says.
  for (let i = 0; fields > 0 && i < sample_count; i++) {
    if (run.sample_duration) run.sample_duration[i] = reader.u(32);
    if (run.sample_size) run.sample_size[i] = reader.u(32);
    if (flags & SAMPLE_FLAGS_PRESENT) reader.skip(32);
    // Unsigned in version 0 and signed in version 1; no real offset reaches 2^31, so both read as signed.
    if (run.sample_composition_time_offset) run.sample_composition_time_offset[i] = reader.u(32) | 0;
  }
  return run;
}

function parseTrun(payload: Uint8Array): TrackRunBox {
  const { sample_count, data_offset, sample_duration } = readTrackRun(payload);
  const run = { sample_count, ...(data_offset !== undefined && { data_offset }) };
  if (!sample_duration) return run;
  const sample_duration_counts = new Map<number, number>();
  for (const duration of sample_duration)
    sample_duration_counts.set(duration, (sample_duration_counts.get(duration) ?? 0) + 1);
  return { ...run, sample_duration_counts };
}

/** Every sample of the run (the analysis pass); a damaged run is a ProbeError. */
export function parseTrackRunSamples(payload: Uint8Array): TrackRunSamples {
  try {
    return readTrackRun(payload);
  } catch (error) {
    if (error instanceof RangeError) throw new ProbeError("unreadable", `damaged 'trun': ${error.message}`);
    throw error;
  }
}

export const trunBox: LeafBox<TrackRunBox> = {
  types: ["trun"],
  parents: ["traf"],
  bytes: TRUN_BYTES,
  parse: parseTrun,
};
