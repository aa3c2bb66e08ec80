import { describe, expect, it } from "vitest";
import type { VerificationReport } from "../../../watermark-engine";
import { requireVerified } from "./verify";

const report = (ok: boolean, verified: number): VerificationReport => ({
  engine: { name: "e", version: "1" },
  ok,
  verified,
  total: 3,
  blocks: [],
  unexpected: [],
});

describe("requireVerified", () => {
  it("passes a clean report and names the stream and the counts of a failed one", () => {
    expect(() => requireVerified("main.a1", report(true, 3))).not.toThrow();
    expect(() => requireVerified("main.a1", report(false, 2))).toThrow(
      "verification of main.a1 failed: 2 of 3 blocks decoded with the expected payload and time, 0 unexpected",
    );
  });
});
