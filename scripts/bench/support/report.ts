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

/** The CLI against ffprobe and MediaInfo on one file, as the issue compares them. */
export function probeCommands(root: string, file: string): Record<"cli" | "ffprobe" | "mediainfo", readonly string[]> {
  return {
    // Run as a user runs it: the executable itself, through its own #! line.
    cli: [`${root}/bin/broadmark`, "probe", file],
    ffprobe: ["ffprobe", "-v", "error", "-show_format", "-show_streams", "-of", "json", file],
    mediainfo: ["mediainfo", "--Output=JSON", file],
  };
}

/**
 * Median wall-clock milliseconds of each command (process start-up included), over `runs` rounds that
 * run every command once in turn, so that a change in machine load weighs on all of them alike.
 */
export async function interleavedMediansMs<K extends string>(
  commands: Record<K, readonly string[]>,
  runs: number,
): Promise<Record<K, number>> {
  const { execFile } = await import("node:child_process");
  const { promisify } = await import("node:util");
  const run = promisify(execFile);
  const names = Object.keys(commands) as K[];
  const times = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < runs; round++) {
    for (const name of names) {
      const [command, ...args] = commands[name];
      const started = performance.now();
      await run(command!, args, { maxBuffer: 64 * 1024 * 1024 });
      times.get(name)!.push(performance.now() - started);
    }
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      percentile(
        times.get(name)!.sort((a, b) => a - b),
        0.5,
      ),
    ]),
  ) as Record<K, number>;
}

/** A Markdown table under a title. */
export function printMarkdown(title: string, header: readonly string[], rows: readonly (readonly string[])[]): void {
  process.stdout.write(`\n${title}\n\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|\n`);
  for (const row of rows) process.stdout.write(`| ${row.join(" | ")} |\n`);
}
