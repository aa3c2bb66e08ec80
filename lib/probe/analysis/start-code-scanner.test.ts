// The scanner sees a stream in pieces (packet payloads): whatever the cut points, it must find the units
// that splitting the whole stream at once finds (codecs/start-codes.ts), a prefix straddling two pieces too.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { startCodeUnits } from "../codecs/start-codes";
import { StartCodeScanner, type ScannedUnit } from "./start-code-scanner";

/** A reader handing each unit to `unit`, wanting `bytesWanted` of each (all it can hold by default). */
const reader = (unit: (unit: ScannedUnit) => unknown, bytesWanted = (_first: number) => Number.MAX_SAFE_INTEGER) => ({
  unit,
  bytesWanted,
});

function scan(stream: Uint8Array, cuts: number[], capacity = 1 << 16) {
  const units: number[][] = [];
  const scanner = new StartCodeScanner(
    capacity,
    reader((unit) => units.push([...unit.bytes])),
  );
  let from = 0;
  for (const cut of [...cuts.filter((c) => c > 0 && c < stream.length)].sort((a, b) => a - b).concat(stream.length)) {
    scanner.data(stream, from, cut);
    from = cut;
  }
  scanner.finish();
  return units;
}

const trimmed = (unit: Uint8Array) => {
  let end = unit.length;
  while (end > 0 && unit[end - 1] === 0) end--;
  return [...unit.subarray(0, end)];
};

describe("StartCodeScanner", () => {
  it("finds the same units whatever the pieces", () => {
    const bytes = fc.array(fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 0, max: 255 })), {
      maxLength: 300,
    });
    fc.assert(
      fc.property(bytes, fc.array(fc.nat(300)), (values, cuts) => {
        const stream = Uint8Array.from(values);
        expect(scan(stream, cuts)).toEqual([...startCodeUnits(stream)].map(trimmed).filter((unit) => unit.length > 0));
      }),
    );
  });

  it("keeps at most `capacity` bytes of a unit and says it was cut", () => {
    const stream = Uint8Array.from([0, 0, 1, 0xb3, 1, 2, 3, 4, 5, 0, 0, 1, 0xb8, 7]);
    const units: { bytes: number[]; truncated: boolean }[] = [];
    const scanner = new StartCodeScanner(
      3,
      reader((unit) => units.push({ bytes: [...unit.bytes], truncated: unit.truncated })),
    );
    scanner.data(stream, 0, 11);
    scanner.data(stream, 11, stream.length);
    scanner.finish();
    expect(units).toEqual([
      { bytes: [0xb3, 1, 2], truncated: true },
      { bytes: [0xb8, 7], truncated: false },
    ]);
  });

  it("keeps only the bytes the reader wants of a unit, told by its first byte", () => {
    const stream = Uint8Array.from([0, 0, 1, 0x01, 9, 9, 9, 0, 0, 1, 0xb2, 7, 8]);
    const units: number[][] = [];
    const scanner = new StartCodeScanner(
      16,
      reader(
        (unit) => units.push([...unit.bytes]),
        (first) => (first === 0x01 ? 1 : 16),
      ),
    );
    scanner.data(stream, 0, stream.length);
    scanner.finish();
    expect(units).toEqual([[0x01], [0xb2, 7, 8]]);
  });

  it("hands on no unit the reader does not want, whatever the pieces", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(40)), (cuts) => {
        // Two pictures (0x00) of two slices (0x01, 0x02) each, between a GOP header (0xb8) and user data (0xb2).
        const stream = Uint8Array.from(
          [
            [0xb8, 5],
            [0x00, 6],
            [0x01, 7, 7],
            [0x02, 8],
            [0xb2, 9],
            [0x00, 6],
            [0x01, 7],
          ].flatMap((unit) => [0, 0, 1, ...unit]),
        );
        const units: number[][] = [];
        const scanner = new StartCodeScanner(
          16,
          reader(
            (unit) => units.push([...unit.bytes]),
            (first) => (first === 0x01 || first === 0x02 ? 0 : 16),
          ),
        );
        let from = 0;
        for (const cut of [...cuts.filter((c) => c > 0 && c < stream.length)].sort((a, b) => a - b)) {
          scanner.data(stream, from, cut);
          from = cut;
        }
        scanner.data(stream, from, stream.length);
        scanner.finish();
        expect(units).toEqual([
          [0xb8, 5],
          [0x00, 6],
          [0xb2, 9],
          [0x00, 6],
        ]);
      }),
    );
  });

  it("gives each unit the PTS of the PES packet it began in", () => {
    const pts: (number | undefined)[] = [];
    const scanner = new StartCodeScanner(
      16,
      reader((unit) => pts.push(unit.pts)),
    );
    scanner.pesStart(900);
    scanner.data(Uint8Array.from([0, 0, 1, 0x00, 9, 0, 0]), 0, 7);
    scanner.pesStart(4500);
    scanner.data(Uint8Array.from([1, 0x01, 2, 0, 0, 1, 0xb2]), 0, 7);
    scanner.finish();
    // The second unit's prefix straddles the two packets: it began in the second.
    expect(pts).toEqual([900, 4500, 4500]);
  });
});
