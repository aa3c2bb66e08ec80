// 400 validation_failed bodies: a value that fits no option of a union is reported inside the option of its
// own type (a job input's spec object), and only as the union when no option or several match its type.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { validationProblem } from "./validation";

const Spec = z.union([
  z.strictObject({ name: z.string(), width: z.number() }),
  z.string().regex(/^[a-z]+$/, "a lowercase name"),
]);
const Body = z.object({ inputs: z.record(z.string(), z.object({ spec: Spec })) });

const errorsOf = (value: unknown) => validationProblem(Body.safeParse(value).error!, "body").extra.errors;

describe("validation problems", () => {
  it("names the field inside the union's option that matches the value's type", () => {
    expect(errorsOf({ inputs: { a: { spec: { name: "x", width: "wide", depth: 1 } } } })).toEqual([
      { path: "inputs.a.spec.width", message: "Invalid input: expected number, received string" },
      { path: "inputs.a.spec.depth", message: "unknown field" },
    ]);
    expect(errorsOf({ inputs: { a: { spec: "Upper" } } })).toEqual([
      { path: "inputs.a.spec", message: "a lowercase name" },
    ]);
  });

  it("keeps the union's own message when the value is of no option's type", () => {
    expect(errorsOf({ inputs: { a: { spec: 7 } } })).toEqual([{ path: "inputs.a.spec", message: "Invalid input" }]);
  });
});
