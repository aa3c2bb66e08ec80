// Detection of the header partition pack, on real files of the corpus.
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { findHeaderPartition } from "./run-in";

const HEAD = 64 * 1024;

describe("findHeaderPartition", () => {
  it("finds the header partition pack at the start of an MXF file", () => {
    expect(findHeaderPartition(fixtureBytes("bmx__sample.mxf").subarray(0, HEAD))).toBe(0);
  });

  it("finds it after a run-in (ST 377-1 clause 6.5)", () => {
    const mxf = fixtureBytes("regxml__video1.mxf");
    const withRunIn = new Uint8Array(1000 + HEAD);
    withRunIn.fill(0x06, 0, 1000); // the key's first byte, repeated, must not confuse the search
    withRunIn.set(mxf.subarray(0, HEAD), 1000);
    expect(findHeaderPartition(withRunIn)).toBe(1000);
  });

  it("finds none in a transport stream", () => {
    expect(findHeaderPartition(fixtureBytes("tsduck__test-018.ts").subarray(0, HEAD))).toBe(-1);
  });
});
