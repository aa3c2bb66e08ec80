// Seeded mutations of media files: bit flips, overwritten runs, truncations and splices of two files.

/** mulberry32: a small seeded PRNG, so every failure can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type MutationKind = "bit-flips" | "overwrite" | "truncate" | "splice";
export const MUTATION_KINDS: readonly MutationKind[] = ["bit-flips", "overwrite", "truncate", "splice"];

export function mutate(kind: MutationKind, base: Uint8Array, other: Uint8Array, random: () => number): Uint8Array {
  const at = (length: number) => Math.floor(random() * length);
  switch (kind) {
    case "bit-flips": {
      const bytes = base.slice();
      const flips = 1 + at(64);
      for (let i = 0; i < flips && bytes.length > 0; i++) bytes[at(bytes.length)]! ^= 1 << at(8);
      return bytes;
    }
    case "overwrite": {
      const bytes = base.slice();
      const start = at(bytes.length);
      const end = Math.min(bytes.length, start + 1 + at(4096));
      for (let i = start; i < end; i++) bytes[i] = at(256);
      return bytes;
    }
    case "truncate":
      return base.slice(0, at(base.length + 1));
    case "splice": {
      const head = base.subarray(0, at(base.length + 1));
      const tail = other.subarray(at(other.length + 1));
      const bytes = new Uint8Array(head.length + tail.length);
      bytes.set(head);
      bytes.set(tail, head.length);
      return bytes;
    }
  }
}
