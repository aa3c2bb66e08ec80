// `npm run fuzz`: the probe fuzz test (lib/probe/testing/fuzz) over the fixtures and one generated file of every
// category of the corpus (each container × codec), so that every parser meets mutated input.
// PROBE_FUZZ_SEED draws other mutations; PROBE_CORPUS_SEED another corpus.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { catalogue } from "./catalogue";
import { corpusSeed } from "./corpus";
import { corpusRoot, generate } from "./generate";

const seed = corpusSeed();
const firstOfEach = new Map<string, (typeof recipes)[number]>();
const recipes = catalogue(seed);
for (const recipe of recipes) {
  const category = `${recipe.container} ${recipe.truth.map((s) => s.codec).join("+")}`;
  if (!firstOfEach.has(category)) firstOfEach.set(category, recipe);
}
const generated = await generate([...firstOfEach.values()], seed);
const files = generated.filter((g) => !g.failure).map((g) => path.join(corpusRoot(seed), "files", g.recipe.file));
const dir = mkdtempSync(path.join(tmpdir(), "probe-fuzz-seeds-"));
const list = path.join(dir, "seeds.txt");
writeFileSync(list, files.join("\n"));
process.stdout.write(`fuzz: corpus seed ${seed}, ${files.length} generated seed files\n`);
const result = spawnSync("npx", ["vitest", "run", "--project", "unit", "lib/probe/testing/fuzz/probe-fuzz.test.ts"], {
  stdio: "inherit",
  env: { ...process.env, PROBE_FUZZ_EXTRA_SEEDS: list },
});
rmSync(dir, { recursive: true, force: true });
process.exitCode = result.status ?? 1;
