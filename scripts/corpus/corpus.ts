// The generated corpus as the conformance tools use it: the seed (fixed for CI, PROBE_CORPUS_SEED to
// explore), the whole catalogue or a seeded subset of it spread over every container, generated and checked.
import { seededRandom } from "../../lib/probe/testing/fuzz/mutations";
import { catalogue } from "./catalogue";
import { checkCorpus, type CorpusRow } from "./check";
import { corpusRoot, generate, type Generated, type Progress } from "./generate";
import type { Recipe } from "./recipes";

export const CI_SEED = 20_261_123;

export function corpusSeed(): number {
  const fromEnv = process.env.PROBE_CORPUS_SEED;
  return fromEnv ? Number.parseInt(fromEnv, 10) : CI_SEED;
}

/** `size` recipes drawn by the seed, taking each container in turn so that every one is represented. */
export function subset(recipes: readonly Recipe[], size: number, seed: number): Recipe[] {
  const random = seededRandom(seed ^ 0x5eed);
  const byContainer = new Map<string, Recipe[]>();
  for (const recipe of recipes)
    byContainer.set(recipe.container, [...(byContainer.get(recipe.container) ?? []), recipe]);
  const queues = [...byContainer.values()].map((list) =>
    list
      .map((r) => ({ r, k: random() }))
      .sort((a, b) => a.k - b.k)
      .map(({ r }) => r),
  );
  const chosen: Recipe[] = [];
  while (chosen.length < Math.min(size, recipes.length)) {
    for (const queue of queues) if (queue.length > 0 && chosen.length < size) chosen.push(queue.shift()!);
  }
  return chosen;
}

export interface CorpusRun {
  seed: number;
  generated: Generated[];
  rows: CorpusRow[];
}

/** Generates what the cache lacks of the chosen recipes (all of them without `size`) and checks them. */
export async function runCorpus(
  seed: number,
  { size, parallel, onProgress }: { size?: number; parallel?: number; onProgress?: Progress } = {},
): Promise<CorpusRun> {
  const all = catalogue(seed);
  const generated = await generate(size === undefined ? all : subset(all, size, seed), seed, parallel, onProgress);
  return { seed, generated, rows: await checkCorpus(generated, corpusRoot(seed)) };
}
