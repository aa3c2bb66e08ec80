// NAL units with length fields (ISO/IEC 14496-15 5.3.2) turned into an Annex B byte stream: the expected
// stream is built from the units themselves, and any bytes at all give a stream or undefined, never an exception.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lengthPrefixedToAnnexB } from "./length-prefixed";

const unit = fc.uint8Array({ minLength: 1, maxLength: 300 });

describe("length-prefixed NAL units as Annex B", () => {
  it("puts a start code in place of each NALUnitLength, for 1-, 2- and 4-byte lengths", () => {
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 8 }), fc.constantFrom(1, 2, 4), (units, lengthSize) => {
        const fitting = units.map((u) => u.subarray(0, 2 ** (8 * lengthSize) - 1));
        const sample = fitting.flatMap((u) => [
          ...Array.from({ length: lengthSize }, (_, i) => (u.length >> (8 * (lengthSize - 1 - i))) & 0xff),
          ...u,
        ]);
        const expected = fitting.flatMap((u) => [0, 0, 0, 1, ...u]);
        expect(lengthPrefixedToAnnexB(Uint8Array.from(sample), lengthSize)).toEqual(Uint8Array.from(expected));
      }),
    );
  });

  it("keeps the first bytes of a unit cut by the end of the sample", () => {
    expect(lengthPrefixedToAnnexB(Uint8Array.of(0, 0, 0, 9, 0x67, 0x64))).toEqual(
      Uint8Array.of(0, 0, 0, 1, 0x67, 0x64),
    );
  });

  it("never throws on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.constantFrom(1, 2, 4), (bytes, lengthSize) => {
        const out = lengthPrefixedToAnnexB(bytes, lengthSize);
        expect(out === undefined || out.length >= 4).toBe(true);
      }),
    );
  });
});
