// `npm run bench [-- name ... [--option[=value] ...]]`: runs the benchmarks (all, or those named) and prints
// their figures; options go to the benchmarks (support/options.ts). They run against the production build,
// which `npm run bench` makes first.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

const available = (await readdir(here))
  // Every file beside this one is a benchmark; what they share lives in support/.
  .filter((file) => file.endsWith(".ts") && file !== "index.ts")
  .map((file) => file.slice(0, -3))
  .sort();
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`unknown benchmark(s): ${unknown.join(", ")}; available: ${available.join(", ")}\n`);
  process.exit(64);
}
for (const name of wanted.length > 0 ? wanted : available) {
  const started = performance.now();
  process.stdout.write(`\n### ${name}\n`);
  const bench = (await import(path.join(here, `${name}.ts`))) as { default: () => Promise<void> };
  await bench.default();
  process.stdout.write(`(${name} took ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}
