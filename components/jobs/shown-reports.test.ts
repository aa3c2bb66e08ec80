import { describe, expect, it } from "vitest";
import { hashWithReports, reportsInHash } from "./shown-reports";

describe("the reports a job page's hash names", () => {
  it("reads one or two reports, names with a colon included, and ignores other kinds", () => {
    expect(reportsInHash("#report=inputs%3Aa&node=%24.video")).toEqual([{ kind: "inputs", name: "a" }]);
    expect(reportsInHash("#report=inputs:a&report=outputs:mezz:hd")).toEqual([
      { kind: "inputs", name: "a" },
      { kind: "outputs", name: "mezz:hd" },
    ]);
    expect(reportsInHash("#report=files:a&report=inputs")).toEqual([]);
    expect(reportsInHash("")).toEqual([]);
  });

  it("keeps the node while the same report is shown, and drops it for another", () => {
    const input = [{ kind: "inputs" as const, name: "a" }];
    expect(hashWithReports("#report=inputs%3Aa&node=%24.video", input)).toBe("node=%24.video&report=inputs%3Aa");
    expect(hashWithReports("#report=inputs%3Aa&node=%24.video", [{ kind: "outputs", name: "b" }])).toBe(
      "report=outputs%3Ab",
    );
    expect(hashWithReports("", input)).toBe("report=inputs%3Aa");
  });
});
