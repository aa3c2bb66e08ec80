import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { formatNs } from "./clock";

describe("formatNs", () => {
  it("writes known instants with nine fractional digits", () => {
    expect(formatNs(0n)).toBe("1970-01-01T00:00:00.000000000Z");
    expect(formatNs(1_763_749_374_123_456_789n)).toBe("2025-11-21T18:22:54.123456789Z");
    expect(formatNs(253_402_300_799_999_999_999n)).toBe("9999-12-31T23:59:59.999999999Z");
  });

  it("writes every instant as Temporal does", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 19n), max: 10n ** 21n }), (ns) => {
        expect(formatNs(ns)).toBe(Temporal.Instant.fromEpochNanoseconds(ns).toString({ fractionalSecondDigits: 9 }));
      }),
    );
  });
});
