// A growable window of a stream: samples from absolute index `start` on. Dropping the consumed head keeps
// the memory of a streaming embedder or detector bounded by its look-ahead, not by the programme.
export class SampleQueue {
  private data = new Float32Array(1 << 16);
  start = 0;
  length = 0;

  get end(): number {
    return this.start + this.length;
  }

  append(samples: ArrayLike<number>): void {
    this.reserve(this.length + samples.length);
    this.data.set(samples, this.length);
    this.length += samples.length;
  }

  /** Appends `count` zeros. */
  grow(count: number): void {
    this.reserve(this.length + count);
    this.data.fill(0, this.length, this.length + count);
    this.length += count;
  }

  /** The backing array: sample `index` is at `index - start` (valid until the next append or drop). */
  get samples(): Float32Array {
    return this.data;
  }

  /** The sample at absolute index `index` (which must be held). */
  at(index: number): number {
    return this.data[index - this.start]!;
  }

  /** The samples [from, to) in absolute indexes, as a view (valid until the next append or drop). */
  view(from: number, to: number): Float32Array {
    if (from < this.start || to > this.end)
      throw new RangeError(`samples ${from}..${to} are not held (${this.start}..${this.end})`);
    return this.data.subarray(from - this.start, to - this.start);
  }

  /** Forgets the samples before absolute index `before`. */
  drop(before: number): void {
    const count = Math.max(0, Math.min(this.length, before - this.start));
    this.data.copyWithin(0, count, this.length);
    this.start += count;
    this.length -= count;
  }

  private reserve(capacity: number): void {
    if (capacity <= this.data.length) return;
    const grown = new Float32Array(Math.max(capacity, 2 * this.data.length));
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }
}
