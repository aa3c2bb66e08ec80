// The differential check on the generated corpus: our fields against ffprobe's and MediaInfo's with the
// conformance comparer; where the references agree we must agree, where they disagree the recipe's truth
// decides, and the row names the reference that was wrong.
import { judgeFixtures, type JudgedRow, type Reference } from "../../lib/probe/testing/conformance/conformance";
import { same, type Field } from "../../lib/probe/testing/conformance/node-compare";
import { readFileSync } from "node:fs";
import type { Generated } from "./generate";
import type { Recipe, TruthStream } from "./recipes";
import { REFERENCE_ERRORS } from "./reference-errors";
import { pidsWithPackets } from "./ts-splice";

const TRUTH_FIELDS: readonly Field[] = [
  "codec",
  "width",
  "height",
  "frame_rate",
  "sample_rate",
  "channels",
  "duration",
];

export interface CorpusRow extends JudgedRow {
  /** Container label × the stream's coding family ("ts-192 × ac-3"). */
  category: string;
  /** What the recipe made, where the references disagree and the construction fixes the field. */
  truth?: string | number;
  /** References that contradict the truth on a row where they disagree with each other. */
  wrongReferences: Reference[];
  /** Ours differs from both agreeing references, or from the truth where they disagree. */
  failing: boolean;
}

function truthOf(stream: TruthStream | undefined, field: Field): string | number | undefined {
  return stream && (TRUTH_FIELDS as readonly string[]).includes(field)
    ? (stream as unknown as Record<string, string | number | undefined>)[field]
    : undefined;
}

function decide(row: JudgedRow, recipe: Recipe): CorpusRow {
  const stream = recipe.truth.find((s) => s.key === row.stream);
  const category = `${recipe.container} × ${stream?.codec ?? "unexpected stream"}`;
  const proven = REFERENCE_ERRORS.find((e) => e.file === row.file && e.stream === row.stream && e.field === row.field);
  if (proven) {
    const wrongReferences = (["ffprobe", "mediainfo"] as const).filter((r) => !same(row.field, row[r], proven.value));
    return {
      ...row,
      category,
      truth: proven.value,
      wrongReferences,
      failing: !same(row.field, row.ours, proven.value),
    };
  }
  if (row.referencesAgree) return { ...row, category, wrongReferences: [], failing: row.disagreesWith.length > 0 };
  const truth = truthOf(stream, row.field);
  if (truth === undefined) return { ...row, category, wrongReferences: [], failing: false };
  const wrongReferences = (["ffprobe", "mediainfo"] as const).filter(
    (r) => row[r] !== undefined && !same(row.field, row[r], truth),
  );
  return { ...row, category, truth, wrongReferences, failing: !same(row.field, row.ours, truth) };
}

/**
 * The truth of what the file holds: a stream the PMT announces but of which the muxer wrote no packet
 * keeps only its codec (no reader can tell its rate or channels; the recipe's parameters never reached
 * the file).
 */
function truthInFile(recipe: Recipe, root: string): Recipe {
  if (recipe.match !== "pid") return recipe;
  const pids = pidsWithPackets(new Uint8Array(readFileSync(`${root}files/${recipe.file}`)));
  const inFile = (s: TruthStream) => pids.has(Number(s.key.replace("pid ", "")));
  return { ...recipe, truth: recipe.truth.map((s) => (inFile(s) ? s : { key: s.key, kind: s.kind, codec: s.codec })) };
}

/** Every field row of every generated file (recipes that made no file are left out). */
export async function checkCorpus(generated: readonly Generated[], root: string): Promise<CorpusRow[]> {
  const rows: CorpusRow[] = [];
  for (const { recipe } of generated.filter((g) => !g.failure)) {
    const judged = await judgeFixtures([{ file: recipe.file, match: recipe.match }], root);
    const truth = truthInFile(recipe, root);
    rows.push(...judged.map((row) => decide(row, truth)));
  }
  return rows;
}

export interface CategoryFigures {
  category: string;
  files: number;
  /** Fields where both references agree, and how many of them we agree on. */
  bothAgree: number;
  agreed: number;
  /** Fields where the references disagree and the truth decides, and how many of them we have right. */
  decided: number;
  right: number;
  ffprobeWrong: number;
  mediainfoWrong: number;
}

export function perCategory(rows: readonly CorpusRow[]): CategoryFigures[] {
  const figures = new Map<string, CategoryFigures & { fileSet: Set<string> }>();
  for (const row of rows) {
    const f = figures.get(row.category) ?? {
      category: row.category,
      files: 0,
      fileSet: new Set<string>(),
      bothAgree: 0,
      agreed: 0,
      decided: 0,
      right: 0,
      ffprobeWrong: 0,
      mediainfoWrong: 0,
    };
    figures.set(row.category, f);
    f.fileSet.add(row.file);
    // A row where the agreeing references are proven wrong (reference-errors.ts) is decided by the bytes.
    if (row.referencesAgree && row.truth === undefined) {
      f.bothAgree++;
      if (!row.failing) f.agreed++;
    } else if (row.truth !== undefined) {
      f.decided++;
      if (!row.failing) f.right++;
      if (row.wrongReferences.includes("ffprobe")) f.ffprobeWrong++;
      if (row.wrongReferences.includes("mediainfo")) f.mediainfoWrong++;
    }
  }
  return [...figures.values()]
    .map(({ fileSet, ...f }) => ({ ...f, files: fileSet.size }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

const show = (value: unknown) =>
  value === undefined ? "-" : typeof value === "number" && !Number.isInteger(value) ? value.toFixed(3) : String(value);
const percent = (part: number, whole: number) =>
  whole === 0 ? "   -  " : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;

export function categoryTable(figures: readonly CategoryFigures[]): string {
  const lines = [`${"category".padEnd(40)} files  both-agree      truth-decided   ffprobe-wrong  mediainfo-wrong`];
  for (const f of figures) {
    lines.push(
      `${f.category.padEnd(40)} ${String(f.files).padStart(5)}  ${percent(f.agreed, f.bothAgree)} of ${String(f.bothAgree).padStart(4)}  ` +
        `${percent(f.right, f.decided)} of ${String(f.decided).padStart(4)}  ${String(f.ffprobeWrong).padStart(13)}  ${String(f.mediainfoWrong).padStart(15)}`,
    );
  }
  return lines.join("\n");
}

export function mismatchList(rows: readonly CorpusRow[]): string {
  return rows
    .filter((r) => r.failing)
    .map(
      (r) =>
        `${r.file}  [${r.category}]  ${r.stream} ${r.field}: ours ${show(r.ours)}, ffprobe ${show(r.ffprobe)}, mediainfo ${show(r.mediainfo)}, truth ${show(r.truth)}`,
    )
    .join("\n");
}

/** The rows where the references disagree and one of them contradicts the construction. */
export function wrongReferenceList(rows: readonly CorpusRow[]): string {
  return rows
    .filter((r) => r.wrongReferences.length > 0)
    .map(
      (r) =>
        `${r.file} ${r.stream} ${r.field}: ${r.wrongReferences.join(" and ")} wrong (truth ${show(r.truth)}; ffprobe ${show(r.ffprobe)}, mediainfo ${show(r.mediainfo)})`,
    )
    .join("\n");
}
