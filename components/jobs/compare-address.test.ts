import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareHref, parseReportAddress, reportAddress } from "./compare-address";

const hex = fc.stringMatching(/^[0-9a-f]{32}$/);
const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/);
const kind = fc.constantFrom("inputs" as const, "outputs" as const);

describe("the compare page's report addresses", () => {
  it("read back every report they write", () => {
    fc.assert(
      fc.property(hex, hex, kind, name, (factoryId, jobId, k, n) => {
        const ref = { factoryId, jobId, kind: k, name: n };
        expect(parseReportAddress(reportAddress(ref))).toEqual(ref);
      }),
    );
  });

  it("refuse what is not a report of a job", () => {
    const job = "0123456789abcdef0123456789abcdef";
    for (const text of [
      undefined,
      "",
      `${job}/${job}/inputs`,
      `${job}/${job}/files/a`,
      `${job}/${job}/inputs/a/b`,
      `${job}/XYZ/inputs/a`,
      `${job}/${job}/inputs/1a`,
    ])
      expect(parseReportAddress(text)).toBeUndefined();
  });

  it("link the comparison of two jobs' reports", () => {
    const a = { factoryId: "f".repeat(32), jobId: "a".repeat(32), kind: "inputs" as const, name: "news" };
    const b = { ...a, jobId: "b".repeat(32), name: "promo" };
    expect(compareHref(a, b)).toBe(
      `/probe/compare?first=${"f".repeat(32)}%2F${"a".repeat(32)}%2Finputs%2Fnews&second=${"f".repeat(32)}%2F${"b".repeat(32)}%2Finputs%2Fpromo`,
    );
  });
});
