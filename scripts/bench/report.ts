// Shared printing and statistics for the benchmarks.

/** The q-quantile (0..1) of ascending-sorted values. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export function printTable(title: string, rows: readonly (readonly [string, string])[]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(`\n${title}\n${"-".repeat(title.length)}\n`);
  for (const [label, value] of rows) process.stdout.write(`${label.padEnd(width)}  ${value}\n`);
}

/** Median wall-clock milliseconds of `runs` runs of a command, process start-up included. */
export async function commandMedianMs(command: string, args: readonly string[], runs: number): Promise<number> {
  const { execFile } = await import("node:child_process");
  const { promisify } = await import("node:util");
  const run = promisify(execFile);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(command, [...args], { maxBuffer: 64 * 1024 * 1024 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 0.5);
}
