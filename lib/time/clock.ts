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
  return Temporal.Instant.fromEpochNanoseconds(ns).toString({ fractionalSecondDigits: 9 });
}

/** An ISO 8601 instant with an offset → epoch nanoseconds. */
export function parseInstantNs(text: string): bigint {
  return Temporal.Instant.from(text).epochNanoseconds;
}
