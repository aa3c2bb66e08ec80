// Delivery spec files: the documented examples parse, and a bad spec is refused with the field path and the
// line of the text, never with another kind of error (fast-check over broken texts and values).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { parseSpecText, SpecError } from "./parse-spec";

const EXAMPLES = path.resolve("docs/delivery-specs");

function issuesOf(text: string) {
  try {
    parseSpecText(text);
  } catch (error) {
    if (error instanceof SpecError) return error.issues;
    throw error;
  }
  throw new Error("the spec was accepted");
}

describe("delivery spec files", () => {
  it("parses the three documented examples", () => {
    const names = readdirSync(EXAMPLES)
      .filter((name) => name.endsWith(".yaml"))
      .sort();
    expect(names).toEqual(["ott-mezzanine.yaml", "uk-dpp-as11-hd.yaml", "us-broadcast-hd.yaml"]);
    const specs = names.map((name) => parseSpecText(readFileSync(path.join(EXAMPLES, name), "utf8"), name));
    expect(specs.map((spec) => spec.name)).toEqual(["OTT mezzanine", "UK DPP AS-11 HD", "US broadcast HD"]);
    expect(specs[1]!.loudness).toEqual({ integrated_lufs: -23, tolerance_lu: 0.5, true_peak_max_dbtp: -1 });
  });

  it("reads JSON as well as YAML, with the default tolerance of 1 LU", () => {
    const spec = parseSpecText('{"name": "j", "loudness": {"integrated_lufs": -23}}');
    expect(spec.loudness).toEqual({ integrated_lufs: -23, tolerance_lu: 1 });
  });

  it("names the field and its line for a value of the wrong kind", () => {
    const text = [
      "name: House",
      "video:",
      "  width: 1920",
      "  frame_rate: fast",
      "audio:",
      "  sample_rate: -48000",
    ].join("\n");
    const issues = issuesOf(text);
    expect(issues.map((issue) => [issue.path, issue.line])).toEqual([
      ["video.frame_rate", 4],
      ["audio.sample_rate", 6],
    ]);
    expect(issues[0]!.message).toContain("a frame rate is a number");
  });

  it("names a misspelt rule at its own line rather than ignoring it", () => {
    const issues = issuesOf(["name: House", "loudness:", "  integrated_lufs: -23", "  true_peak_max: -1"].join("\n"));
    expect(issues).toEqual([
      { path: "loudness.true_peak_max", line: 4, message: expect.stringContaining("true_peak_max") },
    ]);
  });

  it("points at a list item and at the line of a YAML syntax error", () => {
    expect(issuesOf(["name: x", "audio:", "  languages:", "    - eng", "    - English"].join("\n"))).toEqual([
      { path: "audio.languages[1]", line: 5, message: "languages are ISO 639-2 codes (eng, fre)" },
    ]);
    const syntax = issuesOf(["name: x", "video:", "  width: [1920", "audio: {"].join("\n"));
    expect(syntax[0]!.line).toBeGreaterThanOrEqual(3);
    expect(syntax[0]!.path).toBe("");
  });

  it("refuses a range whose min is above its max, and a spec without a name", () => {
    expect(issuesOf("name: x\naudio:\n  tracks: { min: 4, max: 2 }")).toEqual([
      { path: "audio.tracks", line: 3, message: "min must not be above max" },
    ]);
    expect(issuesOf("video:\n  width: 1920")[0]).toMatchObject({ path: "name", line: 1 });
  });
});

describe("bad spec texts (fast-check)", () => {
  const settles = (text: string) => {
    try {
      parseSpecText(text);
    } catch (error) {
      expect(error).toBeInstanceOf(SpecError);
      expect((error as SpecError).issues.length).toBeGreaterThan(0);
    }
  };

  it("any text is a spec or a SpecError", () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), settles), { numRuns: 300 });
  });

  it("any JSON value, written as YAML, is a spec or a SpecError", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const text = stringify(value);
        settles(text);
      }),
      { numRuns: 300 },
    );
  });

  it("a documented example with one rule replaced by any value is refused at that rule's line, or accepted", () => {
    const example = readFileSync(path.join(EXAMPLES, "us-broadcast-hd.yaml"), "utf8").split("\n");
    const ruleLines = example
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => /^\s+[a-z_0-9]+: \S/.test(line));
    fc.assert(
      fc.property(
        fc.constantFrom(...ruleLines),
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.double(), fc.constant("[]")),
        ({ line, index }, value) => {
          const key = line.split(":")[0]!;
          const lines = [...example];
          lines[index] = `${key}: ${JSON.stringify(value)}`;
          try {
            parseSpecText(lines.join("\n"));
          } catch (error) {
            expect(error).toBeInstanceOf(SpecError);
            const lineNumbers = (error as SpecError).issues.map((issue) => issue.line);
            expect(lineNumbers).toContain(index + 1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
