// A closed-loop load: `clients` loops, each sending its next request as soon as the last one answered.
import { percentile } from "./report";

export interface LoadResult {
  /** Answers per second with the expected status. */
  rate: number;
  p50: number;
  p99: number;
  count: number;
  failures: number;
}

/** Runs `send(client, k)` (returning the HTTP status) from `clients` loops for `seconds`. */
export async function closedLoop(
  clients: number,
  seconds: number,
  expected: number,
  send: (client: number, k: number) => Promise<number>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let k = 0; performance.now() < deadline; k++) {
        const t0 = performance.now();
        const status = await send(client, k);
        latencies.push(performance.now() - t0);
        if (status !== expected) failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: (latencies.length - failures) / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    count: latencies.length,
    failures,
  };
}
