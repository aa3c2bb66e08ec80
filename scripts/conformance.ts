// `npm run conformance`: per fixture and stream, our fields vs ffprobe's and MediaInfo's, the agreement
// on the fields where both references agree, and the written reason of each disagreement.
// `npm run conformance -- --all` adds the whole generated corpus (scripts/corpus): per-category agreement,
// the list of mismatches and the references that the construction proves wrong.
import {
  agreement,
  judgeFixtures,
  staleReasons,
  unexplained,
  unjustifiedBothAgree,
  type JudgedRow,
} from "../lib/probe/testing/conformance/conformance";
import { CONFORMANCE_FIXTURES } from "../lib/probe/testing/conformance/conformance-fixtures";
import { CATEGORIES_UNDER_TEST } from "./corpus/categories-under-test";
import { categoryTable, mismatchList, perCategory, wrongReferenceList } from "./corpus/check";
import { corpusSeed, runCorpus } from "./corpus/corpus";
import { corpusRoot } from "./corpus/generate";

const show = (value: string | number | undefined) =>
  value === undefined ? "-" : typeof value === "number" && !Number.isInteger(value) ? value.toFixed(3) : String(value);

function mark(row: JudgedRow): string {
  if (row.disagreesWith.length === 0) return row.ffprobe === undefined && row.mediainfo === undefined ? "" : "ok";
  const explained = row.reasons.length > 0 ? "explained" : "UNEXPLAINED";
  return `≠ ${row.disagreesWith.join(", ")} (${explained})`;
}

const rows = await judgeFixtures(CONFORMANCE_FIXTURES);
const widths = [10, 11, 18, 18, 18];
const line = (cells: string[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i] ?? 0))
    .join("  ")
    .trimEnd();
for (const { file } of CONFORMANCE_FIXTURES) {
  const fileRows = rows.filter((r) => r.file === file);
  process.stdout.write(`\n${file}  (agreement where both references agree: ${agreement(fileRows).toFixed(1)}%)\n`);
  let stream = "";
  for (const row of fileRows) {
    if (row.stream !== stream) {
      stream = row.stream;
      process.stdout.write(`  ${row.kind} ${row.stream}\n${line(["", "field", "ours", "ffprobe", "mediainfo"])}\n`);
    }
    process.stdout.write(
      `${line(["", row.field, show(row.ours), show(row.ffprobe), show(row.mediainfo), mark(row)])}\n`,
    );
    for (const reason of row.reasons) {
      const kind = reason.reference === "both" ? `both, ${reason.verdict}` : reason.reference;
      const evidence =
        "evidence" in reason ? ` [evidence: reference/ffprobe-packets/${reason.evidence.ffprobePackets}]` : "";
      process.stdout.write(`${" ".repeat(14)}reason (${kind}): ${reason.reason}${evidence}\n`);
    }
  }
}
const missing = unexplained(rows);
const stale = staleReasons(rows);
const unjustified = unjustifiedBothAgree(rows);
for (const problem of unjustified) process.stdout.write(`UNJUSTIFIED: ${problem}\n`);
process.stdout.write(
  `\nOverall agreement on fields where ffprobe and MediaInfo agree: ${agreement(rows).toFixed(1)}% ` +
    `(${rows.filter((r) => r.referencesAgree).length} fields); unexplained disagreements: ${missing.length}; stale reasons: ${stale.length}; ` +
    `both-agree disagreements: ${rows.filter((r) => r.referencesAgree && r.disagreesWith.length > 0).length} ` +
    `(unjustified: ${unjustified.length})\n`,
);

/** Generation takes minutes when the cache is cold: a line per tenth of the recipes, once any is made. */
function showProgress(done: number, total: number, made: number): void {
  if (made > 0 && (done % Math.ceil(total / 10) === 0 || done === total))
    process.stderr.write(`corpus: ${done} of ${total} files ready (${made} generated in this run)\n`);
}

let corpusFailing = 0;
if (process.argv.includes("--all")) {
  const started = Date.now();
  const seed = corpusSeed();
  process.stderr.write(`corpus cache: ${corpusRoot(seed)} (a stopped run resumes from what it holds)\n`);
  const { generated, rows: corpusRows } = await runCorpus(seed, { onProgress: showProgress });
  const made = generated.filter((g) => !g.failure);
  process.stdout.write(
    `\nGenerated corpus, seed ${seed}: ${made.length} files (${generated.length - made.length} recipes failed) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  for (const g of generated.filter((g) => g.failure))
    process.stdout.write(`  recipe failed: ${g.recipe.file}: ${g.failure}\n`);
  const figures = perCategory(corpusRows);
  process.stdout.write(
    `\n${categoryTable(figures)}\n\nMismatches (file, category, field, ours, ffprobe, mediainfo, truth):\n${mismatchList(corpusRows)}\n`,
  );
  process.stdout.write(`\nReferences the construction proves wrong:\n${wrongReferenceList(corpusRows)}\n`);
  const sum = (pick: (f: (typeof figures)[number]) => number) => figures.reduce((total, f) => total + pick(f), 0);
  const [agreed, bothAgree, right, decided] = [
    sum((f) => f.agreed),
    sum((f) => f.bothAgree),
    sum((f) => f.right),
    sum((f) => f.decided),
  ];
  process.stdout.write(
    `\nGenerated corpus agreement: ${((100 * agreed) / bothAgree).toFixed(1)}% of ${bothAgree} fields where both references agree, ` +
      `${((100 * right) / decided).toFixed(1)}% of ${decided} fields the construction decides, ${figures.length} categories\n`,
  );
  const underTest = new Set<string>(CATEGORIES_UNDER_TEST);
  corpusFailing = corpusRows.filter((r) => r.failing && underTest.has(r.category)).length;
  process.stdout.write(`\nMismatches in the categories under test: ${corpusFailing}\n`);
}
process.exitCode = missing.length > 0 || stale.length > 0 || unjustified.length > 0 || corpusFailing > 0 ? 1 : 0;
