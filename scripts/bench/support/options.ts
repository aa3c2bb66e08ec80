// Options given after the benchmarks' names: `npm run bench -- soak --duration=60`, `jobs --latency-only`.

const options = process.argv.slice(2).filter((arg) => arg.startsWith("--"));

/** The value of `--name=value`; `true` for a bare `--name`; undefined when absent. */
export function benchOption(name: string): string | true | undefined {
  for (const option of options) {
    if (option === `--${name}`) return true;
    if (option.startsWith(`--${name}=`)) return option.slice(name.length + 3);
  }
  return undefined;
}
