// A delivery spec's text (YAML, or JSON, which YAML 1.2 reads too) → a valid DeliverySpec, or a SpecError
// whose issues each name the field path and the line of the text it is on, as a QA engineer editing the
// file needs them.
import { isNode, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { DeliverySpec } from "./spec-schema";

/** A spec file is a page of rules: far smaller than this. */
export const MAX_SPEC_TEXT = 256 * 1024;

export interface SpecIssue {
  path: string;
  line?: number;
  message: string;
}

export class SpecError extends Error {
  constructor(
    readonly issues: SpecIssue[],
    readonly source = "the spec",
  ) {
    super(`${source}: ${issues.map(formatIssue).join("; ")}`);
    this.name = "SpecError";
  }
}

export function formatIssue(issue: SpecIssue): string {
  return `${issue.line === undefined ? "" : `line ${issue.line}: `}${issue.path === "" ? "" : `${issue.path}: `}${issue.message}`;
}

/** `video.gop.max_length_frames`, `audio.languages[1]`: a zod issue's path as the spec's author writes it. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text === "" ? String(key) : `${text}.${String(key)}`),
    "",
  );
}

export function parseSpecText(text: string, source = "the spec"): DeliverySpec {
  if (text.length > MAX_SPEC_TEXT)
    throw new SpecError([{ path: "", message: `a spec is at most ${MAX_SPEC_TEXT / 1024} KiB` }], source);
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    throw new SpecError(
      document.errors.map((error) => ({
        path: "",
        line: lineCounter.linePos(error.pos[0]).line,
        message: error.message.split("\n")[0]!,
      })),
      source,
    );
  }
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    throw new SpecError([{ path: "", message: (error as Error).message }], source);
  }
  const parsed = DeliverySpec.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new SpecError(
    parsed.error.issues.map((issue) => specIssue(issue, document, lineCounter)),
    source,
  );
}

function specIssue(
  issue: z.core.$ZodIssue,
  document: ReturnType<typeof parseDocument>,
  lineCounter: LineCounter,
): SpecIssue {
  // An unknown key is reported on its parent: the key itself is the place to point at.
  const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
  return { path: fieldPath(path), line: lineOf(document, path, lineCounter), message: issue.message };
}

/** The line of the deepest node of `path` found in the document (its parent's line for a missing field). */
function lineOf(
  document: ReturnType<typeof parseDocument>,
  path: readonly PropertyKey[],
  lineCounter: LineCounter,
): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? document.contents : document.getIn(path.slice(0, depth) as (string | number)[], true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
  }
  return undefined;
}
