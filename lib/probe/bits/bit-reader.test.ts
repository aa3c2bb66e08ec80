// The bit reader against the bits written out as text: any field width (1 to 53 bits) at any bit offset
// reads the same bits, most significant first, and a read past the end throws RangeError.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BitReader } from "./bit-reader";

const bitText = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(2).padStart(8, "0")).join("");

describe("BitReader", () => {
  it("reads fields of 1 to 53 bits at every bit offset as the bits written out say", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 24 }),
        fc.array(fc.integer({ min: 0, max: 53 }), { maxLength: 12 }),
        (bytes, widths) => {
          const reader = new BitReader(bytes);
          const bits = bitText(bytes);
          let at = 0;
          for (const width of widths) {
            if (at + width > bits.length) {
              expect(() => reader.u(width)).toThrow(RangeError);
              return;
            }
            expect(reader.u(width)).toBe(width === 0 ? 0 : parseInt(bits.slice(at, at + width), 2));
            at += width;
          }
          expect(reader.position).toBe(at);
        },
      ),
    );
  });

  it("reads the example fields of a transport packet header (ISO/IEC 13818-1 Table 2-2)", () => {
    const reader = new BitReader(Uint8Array.of(0x47, 0x41, 0x00, 0x1a), 1);
    expect([reader.flag(), reader.flag(), reader.flag(), reader.u(13), reader.u(2), reader.u(2), reader.u(4)]).toEqual([
      false,
      true,
      false,
      256,
      0,
      1,
      10,
    ]);
  });

  it("reads a 33-bit PCR base across five bytes", () => {
    expect(new BitReader(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0x80)).u(33)).toBe(2 ** 33 - 1);
    expect(new BitReader(Uint8Array.of(0x80, 0, 0, 0, 0)).u(33)).toBe(2 ** 32);
  });

  it("throws RangeError for a field past the end, at the last byte's bit offsets too", () => {
    const reader = new BitReader(Uint8Array.of(0xab), 0);
    reader.skip(3);
    expect(() => reader.u(6)).toThrow(RangeError);
    expect(reader.u(5)).toBe(0b01011);
  });
});

describe("BitReader.nextBits", () => {
  it("gives the next bits and leaves them unread", () => {
    const reader = new BitReader(Uint8Array.of(0b1011_0000));
    expect(reader.nextBits(3)).toBe(0b101);
    expect(reader.u(4)).toBe(0b1011);
  });
});
