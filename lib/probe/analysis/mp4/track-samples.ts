// A track's samples in a progressive movie, from its sample table (ISO/IEC 14496-12 8.7 and 8.6.1): chunk
// offsets ('stco'/'co64') and the samples per chunk ('stsc') place each sample, whose size 'stsz'/'stz2'
// gives; decoding times ('stts') plus composition offsets ('ctts') give when it is shown. Samples of equal
// size (PCM audio, where a track has millions) are taken a chunk at a time: only their bytes are counted.
import { ProbeError } from "../../errors";
import type { SampleToChunkEntry } from "../../containers/mp4/boxes/stsc";

export interface SampleTable {
  chunkOffsets: Float64Array;
  sampleToChunk: SampleToChunkEntry[];
  sampleSize: number;
  sampleCount: number;
  entrySizes?: Uint32Array;
  /** 'stts' sample_count, sample_delta pairs. */
  timeToSample: Uint32Array;
  /** 'ctts' sample_count, sample_offset pairs. */
  compositionOffsets?: Float64Array;
}

/** Samples (or chunks of equal-size samples) in file order within the track: offset, size, presentation time. */
export interface TrackSamples {
  offsets: Float64Array;
  sizes: Float64Array;
  /** In the media timescale. */
  times: Float64Array;
}

/** Walks runs of (count, value) pairs one sample at a time, or many at once. */
class Runs {
  private entry = 0;
  private usedInEntry = 0;
  constructor(private readonly pairs: ArrayLike<number>) {}

  /** The value of the current sample, then moves on `samples` samples; the sum of the values passed over. */
  advance(samples: number): { value: number; sum: number } {
    const value = this.value();
    let sum = 0;
    while (samples > 0 && this.entry * 2 < this.pairs.length) {
      const left = this.pairs[this.entry * 2]! - this.usedInEntry;
      const step = Math.min(left, samples);
      sum += step * this.pairs[this.entry * 2 + 1]!;
      samples -= step;
      this.usedInEntry += step;
      if (this.usedInEntry >= this.pairs[this.entry * 2]!) {
        this.entry++;
        this.usedInEntry = 0;
      }
    }
    return { value, sum };
  }

  private value(): number {
    while (this.entry * 2 < this.pairs.length && this.pairs[this.entry * 2] === 0) this.entry++;
    return this.entry * 2 < this.pairs.length ? this.pairs[this.entry * 2 + 1]! : 0;
  }
}

export function trackSamples(table: SampleTable): TrackSamples {
  const { chunkOffsets, sampleToChunk, sampleCount, entrySizes, sampleSize } = table;
  const perChunk = !entrySizes;
  const entries = perChunk ? chunkOffsets.length : sampleCount;
  const samples = {
    offsets: new Float64Array(entries),
    sizes: new Float64Array(entries),
    times: new Float64Array(entries),
  };
  const decode = new Runs(table.timeToSample);
  const composition = table.compositionOffsets ? new Runs(table.compositionOffsets) : undefined;
  let time = 0;
  let sample = 0;
  let entry = 0;
  for (let run = 0; run < sampleToChunk.length && sample < sampleCount; run++) {
    const { first_chunk, samples_per_chunk } = sampleToChunk[run]!;
    const next = sampleToChunk[run + 1]?.first_chunk ?? Infinity;
    if (first_chunk < 1 || next <= first_chunk)
      throw new ProbeError("unreadable", `'stsc' entry ${run + 1}: first_chunk ${first_chunk} is out of order`);
    // A table that runs past the chunk offsets (a movie cut and its tables not rewritten) ends with them.
    const lastChunk = Math.min(next, chunkOffsets.length + 1);
    for (let chunk = first_chunk; chunk < lastChunk && sample < sampleCount; chunk++) {
      let offset = chunkOffsets[chunk - 1]!;
      const count = Math.min(samples_per_chunk, sampleCount - sample);
      if (perChunk) {
        samples.offsets[entry] = offset;
        samples.sizes[entry] = count * sampleSize;
        samples.times[entry++] = time + (composition?.advance(count).value ?? 0);
        time += decode.advance(count).sum;
        sample += count;
        continue;
      }
      for (let i = 0; i < count; i++, sample++) {
        const size = entrySizes[sample]!;
        samples.offsets[entry] = offset;
        samples.sizes[entry] = size;
        samples.times[entry++] = time + (composition?.advance(1).value ?? 0);
        time += decode.advance(1).sum;
        offset += size;
      }
    }
  }
  return {
    offsets: samples.offsets.subarray(0, entry),
    sizes: samples.sizes.subarray(0, entry),
    times: samples.times.subarray(0, entry),
  };
}
