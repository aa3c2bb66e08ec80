// Makes the corpus files of a list of recipes, with ffprobe's and MediaInfo's reports beside them, in a
// cache folder keyed by seed and generator version (never in git). Laid out as fixtures/media is
// (files/, reference/ffprobe/, reference/mediainfo/), plus truth/ with what each recipe made.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { GENERATOR_VERSION, type Recipe, type Step } from "./recipes";
import { spliceServices, withoutPsi, withParity204 } from "./ts-splice";

const run = promisify(execFile);
/** A tool that takes longer than this on a 3-second file is stuck. */
const TOOL_TIMEOUT_MS = 120_000;
const REPO = fileURLToPath(new URL("../../", import.meta.url));

export function corpusRoot(seed: number): string {
  return (
    path.join(
      process.env.PROBE_CORPUS_CACHE ?? path.join(REPO, "node_modules/.cache/probe-corpus"),
      `v${GENERATOR_VERSION}-seed${seed}`,
    ) + path.sep
  );
}

export interface Generated {
  recipe: Recipe;
  /** Why the recipe made no file (a tool refused its parameters), if it did not. */
  failure?: string;
}

async function runStep(step: Step, dir: string, out: string): Promise<void> {
  const at = (name: string) => (name === "$OUT" ? out : path.join(dir, name));
  if ("tool" in step) {
    // Scratch names are relative to the scratch folder, the tools' working directory.
    await run(
      step.tool,
      step.args.map((arg) => arg.replaceAll("$OUT", out)),
      { cwd: dir, timeout: TOOL_TIMEOUT_MS, maxBuffer: 16 << 20 },
    );
    return;
  }
  const read = (name: string) => new Uint8Array(readFileSync(at(name)));
  if (step.transform === "splice") writeFileSync(at(step.output), spliceServices(step.inputs.map(read), step.layout));
  else if (step.transform === "parity204") writeFileSync(at(step.output), withParity204(read(step.input)));
  else if (step.transform === "timestamps192") writeFileSync(at(step.output), withArrivalTimestamps(read(step.input)));
  else if (step.transform === "strip-psi") writeFileSync(at(step.output), withoutPsi(read(step.input)));
  else if (step.transform === "cut") {
    const bytes = read(step.input);
    writeFileSync(
      at(step.output),
      bytes.subarray(Math.floor(bytes.length * step.start), Math.floor(bytes.length * step.end)),
    );
  }
}

/** BDAV: a 4-byte TP_extra_header (copy permission 0, 30-bit arrival time stamp) before each packet. */
function withArrivalTimestamps(ts: Uint8Array): Uint8Array {
  const count = Math.floor(ts.length / 188);
  const out = new Uint8Array(count * 192);
  for (let i = 0; i < count; i++) {
    const ats = (i * 2700) & 0x3fffffff;
    out.set([ats >>> 24, (ats >>> 16) & 0xff, (ats >>> 8) & 0xff, ats & 0xff], i * 192);
    out.set(ts.subarray(i * 188, i * 188 + 188), i * 192 + 4);
  }
  return out;
}

/** ffprobe and MediaInfo with the fixtures' commands (MANIFEST.md "Tools"), run inside files/. */
async function references(root: string, file: string): Promise<void> {
  const cwd = path.join(root, "files");
  const [ffprobe, mediainfo] = await Promise.all([
    run("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-show_programs", "-of", "json", file], {
      cwd,
      timeout: TOOL_TIMEOUT_MS,
      maxBuffer: 64 << 20,
    }),
    run("mediainfo", ["--Output=JSON", file], { cwd, timeout: TOOL_TIMEOUT_MS, maxBuffer: 64 << 20 }),
  ]);
  writeFileSync(path.join(root, "reference/ffprobe", `${file}.json`), ffprobe.stdout);
  writeFileSync(path.join(root, "reference/mediainfo", `${file}.json`), mediainfo.stdout);
}

async function make(recipe: Recipe, root: string): Promise<Generated> {
  const truthFile = path.join(root, "truth", `${recipe.file}.json`);
  const failureFile = path.join(root, "failed", `${recipe.file}.txt`);
  if (existsSync(truthFile)) return { recipe };
  if (existsSync(failureFile)) return { recipe, failure: readFileSync(failureFile, "utf8") };
  const dir = mkdtempSync(path.join(tmpdir(), "probe-corpus-"));
  try {
    for (const step of recipe.steps) await runStep(step, dir, path.join(root, "files", recipe.file));
    await references(root, recipe.file);
    // Written last: its presence says the file and both references are complete.
    writeFileSync(truthFile, JSON.stringify({ container: recipe.container, streams: recipe.truth }, null, 2));
    return { recipe };
  } catch (error) {
    const failure = String((error as { stderr?: string }).stderr || (error as Error).message)
      .trim()
      .split("\n")
      .slice(-3)
      .join(" | ");
    writeFileSync(failureFile, failure);
    return { recipe, failure };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How far generation is: recipes done (from the cache or made now) of all, and how many were made now. */
export type Progress = (done: number, total: number, made: number) => void;

/**
 * Makes what the cache lacks, `parallel` recipes at a time; returns every recipe with its outcome. A run
 * that is stopped keeps every file it finished (its truth is written last), so the next one resumes.
 */
export async function generate(
  recipes: readonly Recipe[],
  seed: number,
  parallel = availableParallelism(),
  onProgress?: Progress,
): Promise<Generated[]> {
  const root = corpusRoot(seed);
  for (const sub of ["files", "reference/ffprobe", "reference/mediainfo", "truth", "failed"])
    mkdirSync(path.join(root, sub), { recursive: true });
  const results: Generated[] = new Array(recipes.length);
  let next = 0;
  let done = 0;
  let made = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < recipes.length; i = next++) {
        const cached = isCached(recipes[i]!, root);
        results[i] = await make(recipes[i]!, root);
        if (!cached) made++;
        onProgress?.(++done, recipes.length, made);
      }
    }),
  );
  return results;
}

const isCached = (recipe: Recipe, root: string) =>
  existsSync(path.join(root, "truth", `${recipe.file}.json`)) ||
  existsSync(path.join(root, "failed", `${recipe.file}.txt`));
