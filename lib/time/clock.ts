// Nanosecond timestamps. Date has millisecond resolution, so the wall clock is read once and the
// monotonic high-resolution clock supplies the rest; values are strictly increasing per process,
// which also keeps "newest first" listings stable.
import { Temporal } from "temporal-polyfill";

const originNs = BigInt(Date.now()) * 1_000_000n - process.hrtime.bigint();
let lastNs = 0n;

export function nowNs(): bigint {
  let ns = originNs + process.hrtime.bigint();
  if (ns <= lastNs) ns = lastNs + 1n;
  lastNs = ns;
  return ns;
}

/** Epoch nanoseconds → ISO 8601 UTC with 9 fractional digits, e.g. 2026-11-21T18:22:54.123456789Z. */
export function formatNs(ns: bigint): string {
  // Every response shows timestamps: Date writes the seconds of years 1970-9999 as Temporal does, at a
  // fraction of the cost, and the nanoseconds are appended; other instants go through Temporal.
  if (ns < 0n || ns >= MAX_FOUR_DIGIT_YEAR_NS)
    return Temporal.Instant.fromEpochNanoseconds(ns).toString({ fractionalSecondDigits: 9 });
  const seconds = ns / 1_000_000_000n;
  const fraction = String(ns - seconds * 1_000_000_000n).padStart(9, "0");
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 19)}.${fraction}Z`;
}

/** 10000-01-01T00:00:00Z in epoch nanoseconds. */
const MAX_FOUR_DIGIT_YEAR_NS = 253_402_300_800n * 1_000_000_000n;

/** An ISO 8601 instant with an offset → epoch nanoseconds. */
export function parseInstantNs(text: string): bigint {
  return Temporal.Instant.from(text).epochNanoseconds;
}
