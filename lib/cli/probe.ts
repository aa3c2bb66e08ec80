// `broadmark probe [options] <file|directory|url>...`: the container probe object (docs/api.md §2.5) of each input.
// One file: the object as indented JSON (exit 2 with one line on stderr if unreadable or unrecognised).
// A folder holding a package (IMF, HLS, DASH) is one input. Several inputs or another directory: a batch in this one process, with bounded concurrency, one JSON object per
// With --spec, each file is checked against a delivery spec (lib/cli/probe-spec.ts): exit 1 when one fails it.
// line (NDJSON) or a summary table, a progress bar when stderr is a terminal, a final line of counts on
// stderr, exit 2 if any input failed. Imports only the prober, so the command starts as fast as a native tool.
import { parseArgs } from "node:util";
import { ProbeError } from "../probe/errors";
import { probe } from "../probe/probe";
import type { ContainerProbe } from "../probe/schema";
import { summarize, summaryText } from "../probe/summary";
import { expandInputs } from "./probe-batch/expand-inputs";
import { ProgressBar } from "./probe-batch/progress-bar";
import { runBounded } from "./probe-batch/run-bounded";
import { summaryTable, type SummaryTable } from "./probe-batch/summary-table";
import { openTarget, type ProbeTarget } from "./probe-source";
import { analyzeFile, parseAnalyses, withAnalyzeDefault } from "./probe-analyze";
import type { AnalysisName } from "../probe/analysis/analysis-schema";
import type { DeliverySpec } from "../probe/delivery-spec";

/** The spec checker (its schema, YAML parser and checklist) is loaded only with --spec: start-up stays short. */
type SpecTools = typeof import("./probe-spec");
type SpecOption = { rules: DeliverySpec; tools: SpecTools };

const USAGE =
  "usage: broadmark probe [--summary] [--ndjson] [--recursive] [--jobs N] [--fail-fast] [--stats] [--analyze[=gop,captions,scte35,loudness,bitrate]] [--spec SPEC.yaml] <file|directory|url>...";
/** Probing waits on reads more than on the CPU: a few inputs in flight keep one core busy. */
const DEFAULT_JOBS = 8;

const OPTIONS = {
  summary: { type: "boolean" },
  ndjson: { type: "boolean" },
  recursive: { type: "boolean", short: "r" },
  jobs: { type: "string", short: "j" },
  "fail-fast": { type: "boolean" },
  stats: { type: "boolean" },
  analyze: { type: "string" },
  spec: { type: "string" },
} as const;

type Outcome = { input: string; probe: ContainerProbe } | { input: string; error: { code: string; message: string } };

export async function run(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: withAnalyzeDefault(args), options: OPTIONS, allowPositionals: true });
  } catch (error) {
    process.stderr.write(`broadmark probe: ${(error as Error).message}\n${USAGE}\n`);
    return 64;
  }
  const { values, positionals } = parsed;
  const jobs = values.jobs === undefined ? DEFAULT_JOBS : Number(values.jobs);
  if (positionals.length === 0 || !Number.isInteger(jobs) || jobs < 1) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const analysis = values.analyze === undefined ? undefined : parseAnalyses(values.analyze);
  if (analysis && "unknown" in analysis) {
    process.stderr.write(`broadmark probe: unknown analysis ${analysis.unknown.join(", ")}\n${USAGE}\n`);
    return 64;
  }
  const tools = values.spec === undefined ? undefined : await import("./probe-spec");
  const loaded = tools && (await tools.loadSpecFile(values.spec!));
  if (loaded && "error" in loaded) {
    process.stderr.write(`broadmark probe: the spec is not valid:\n${loaded.error}\n`);
    return 64;
  }
  const spec = tools && loaded ? { rules: loaded.spec, tools } : undefined;
  const analyses = spec ? spec.tools.analysesWithSpec(analysis?.analyses, spec.rules) : analysis?.analyses;
  const { inputs, fromDirectory } = await expandInputs(positionals, values.recursive ?? false);
  if (inputs.length === 1 && !fromDirectory && !values.ndjson)
    return probeOne(inputs[0]!, { ...values, analyses, spec });
  return probeBatch(inputs, {
    jobs,
    summary: values.summary ?? false,
    ndjson: values.ndjson ?? false,
    failFast: values["fail-fast"] ?? false,
    analyses,
    spec,
  });
}

async function probeOne(
  target: string,
  options: { stats?: boolean; summary?: boolean; analyses?: AnalysisName[]; spec?: SpecOption },
): Promise<number> {
  const started = performance.now();
  let input: ProbeTarget | undefined;
  try {
    input = await openTarget(target, { alone: true });
    const probed = await probe(input.source, { siblings: input.siblings });
    const result = options.analyses
      ? await analyzeFile(input.source, probed, options.analyses, process.stderr)
      : probed;
    if (options.spec) {
      const check = options.spec.tools.withCheck(result, options.spec.rules).delivery_check!;
      process.stdout.write(options.spec.tools.checklistText(target, check));
      return check.passed ? 0 : 1;
    }
    process.stdout.write(
      options.summary ? summaryText(target, summarize(result)) : `${JSON.stringify(result, null, 2)}\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
    process.stderr.write(`broadmark probe: ${error.message}\n`);
    return 2;
  } finally {
    if (options.stats && input) {
      const elapsed = performance.now() - started;
      const bytesRead = input.source.stats.bytesRead + input.siblings.stats.bytesRead;
      const reads = input.source.stats.reads + input.siblings.stats.reads;
      process.stderr.write(`bytes read: ${bytesRead}, reads: ${reads}, elapsed: ${elapsed.toFixed(1)} ms\n`);
    }
    await input?.source.close?.();
  }
}

interface BatchOptions {
  jobs: number;
  summary: boolean;
  ndjson: boolean;
  failFast: boolean;
  analyses?: AnalysisName[];
  spec?: SpecOption;
}

async function probeBatch(inputs: readonly string[], options: BatchOptions): Promise<number> {
  const bar = process.stderr.isTTY ? new ProgressBar(process.stderr, inputs.length) : undefined;
  // When the bar and the results share one terminal, the bar's line is erased before each result.
  const sharedTerminal = bar !== undefined && process.stdout.isTTY;
  const print = (text: string) => {
    if (sharedTerminal) bar.clear();
    process.stdout.write(`${text}\n`);
    if (sharedTerminal) bar.draw();
  };
  // A reader that closes the pipe early (`| head`) ends the batch quietly, as other command-line tools do.
  let closed = false;
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    closed = true;
  });
  const started = performance.now();
  let failed = 0;
  let rejected = 0;
  const table = options.summary && !options.spec ? summaryTable(inputs) : undefined;
  if (table) print(table.header);
  const begun = await runBounded(
    inputs,
    options.jobs,
    async (input) => {
      const outcome = await probeInput(input, options.analyses, options.spec);
      if ("error" in outcome) failed++;
      else if (outcome.probe.delivery_check?.passed === false) rejected++;
      if (closed) return;
      print(outcomeLine(outcome, options.spec && !options.ndjson ? options.spec.tools : table ? table : "json"));
      bar?.tick();
    },
    () => closed || (options.failFast && failed > 0),
  );
  bar?.clear();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const notStarted = inputs.length - begun;
  process.stderr.write(
    `broadmark probe: ${begun - failed} probed${options.spec ? ` (${rejected} failing the spec)` : ""}, ${failed} failed${notStarted > 0 ? `, ${notStarted} not started` : ""} of ${inputs.length} inputs in ${seconds} s\n`,
  );
  return failed > 0 ? 2 : rejected > 0 ? 1 : 0;
}

/** A line of JSON, a row of the summary table, or (with a spec) the file's verdict. */
function outcomeLine(outcome: Outcome, form: "json" | SummaryTable | SpecTools): string {
  if (form === "json") return JSON.stringify(outcome);
  if ("verdictLine" in form)
    return "error" in outcome
      ? `ERROR ${outcome.input}: ${outcome.error.message}`
      : form.verdictLine(outcome.input, outcome.probe.delivery_check!);
  return form.row(outcome.input, "probe" in outcome ? outcome.probe : { error: outcome.error.message });
}

async function probeInput(
  input: string,
  analyses: AnalysisName[] | undefined,
  spec: SpecOption | undefined,
): Promise<Outcome> {
  let target: ProbeTarget | undefined;
  try {
    target = await openTarget(input);
    const probed = await probe(target.source, { siblings: target.siblings });
    // In a batch the bar counts files: no bar of its own for each file's analysis.
    const result = analyses ? await analyzeFile(target.source, probed, analyses, undefined) : probed;
    return { input, probe: spec ? spec.tools.withCheck(result, spec.rules) : result };
  } catch (error) {
    // In a batch an unexpected error is one input's failure, reported in its line; the others go on.
    const code = error instanceof ProbeError ? error.code : "internal_error";
    return { input, error: { code, message: error instanceof Error ? error.message : String(error) } };
  } finally {
    await target?.source.close?.();
  }
}
