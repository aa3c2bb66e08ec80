import type { z } from "zod";
import { Problem } from "./problem";

/** Zod issues → a 400 problem listing `{path, message}` for each invalid field. */
export function validationProblem(error: z.ZodError, where: "body" | "query" | "path"): Problem {
  const errors = error.issues.flatMap(matchedBranch).flatMap((issue) => {
    const base = formatPath(issue.path);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: base ? `${base}.${key}` : key, message: "unknown field" }));
    }
    return [{ path: base || where, message: issue.message }];
  });
  const summary = errors.map((e) => `${e.path}: ${e.message}`).join("; ");
  return new Problem(400, "validation_failed", `invalid ${where}: ${summary}`, { errors });
}

/** A field path as people write it: composition.output.container[0].audio[1].properties.Start */
function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    "",
  );
}

/**
 * A value that fits no option of a union (a job input's `spec`: a spec object or a stored spec's name) is
 * reported through the option of its own type, so that the client reads the field inside it that is wrong
 * (`inputs.a.spec.video.width`) rather than only that the union did not match.
 */
function matchedBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== "invalid_union") return [issue];
  const wrongType = (branch: z.core.$ZodIssue[]) =>
    branch.some((inner) => inner.code === "invalid_type" && inner.path.length === 0);
  const matched = issue.errors.filter((branch) => !wrongType(branch));
  if (matched.length !== 1) return [issue];
  return matched[0]!
    .map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue)
    .flatMap(matchedBranch);
}
