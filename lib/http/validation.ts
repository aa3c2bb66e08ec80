import type { z } from "zod";
import { Problem } from "./problem";

/** Zod issues → a 400 problem listing `{path, message}` for each invalid field. */
export function validationProblem(error: z.ZodError, where: "body" | "query" | "path"): Problem {
  const errors = error.issues.flatMap((issue) => {
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
