// The generated differential corpus, a seeded subset per run: in every category under test we agree
// wherever ffprobe and MediaInfo agree, and match the construction wherever they disagree. The seed is
// fixed for CI (PROBE_CORPUS_SEED overrides it) and printed, so a failure can be replayed.
import { describe, expect, it } from "vitest";
import { CATEGORIES_UNDER_TEST } from "./categories-under-test";
import { categoryTable, mismatchList, perCategory } from "./check";
import { corpusSeed, runCorpus } from "./corpus";
import { KNOWN_GAPS } from "./known-gaps";

const SUBSET = 150;

describe("generated differential corpus", { timeout: 900_000 }, async () => {
  const seed = corpusSeed();
  process.stdout.write(`generated corpus: seed ${seed} (PROBE_CORPUS_SEED), ${SUBSET} files\n`);
  const { generated, rows } = await runCorpus(seed, { size: SUBSET });
  const underTest = new Set<string>(CATEGORIES_UNDER_TEST);
  process.stdout.write(`${categoryTable(perCategory(rows))}\n`);

  it(`makes all ${SUBSET} files`, () => {
    expect(generated).toHaveLength(SUBSET);
    expect(generated.filter((g) => g.failure).map((g) => `${g.recipe.file}: ${g.failure}`)).toEqual([]);
  });

  it("classifies every category: under test, or a known gap with its reason", () => {
    const unclassified = [...new Set(rows.map((r) => r.category))].filter(
      (c) => !underTest.has(c) && !(c in KNOWN_GAPS),
    );
    expect(unclassified).toEqual([]);
    expect(CATEGORIES_UNDER_TEST.filter((c) => c in KNOWN_GAPS)).toEqual([]);
  });

  it("agrees where both references agree, and with the construction where they disagree", () => {
    const failing = rows.filter((r) => r.failing && underTest.has(r.category));
    expect(mismatchList(failing).split("\n").filter(Boolean)).toEqual([]);
  });
});
