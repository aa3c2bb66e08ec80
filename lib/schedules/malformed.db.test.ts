// Property: a malformed BXF or CSV file is refused whole (400 naming a line of the file), never a 500,
// and nothing is written.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { keyFor, serveSuiteOverHttp } from "../api/testing/client";
import { bxfSchedule, csvFile } from "./testing/samples";
import { importSchedule, written } from "./testing/calls";

let scheduler: string;
serveSuiteOverHttp();
beforeAll(async () => {
  scheduler = await keyFor("scheduler");
});

const event = fc.record({
  houseNumber: fc.stringMatching(/^[A-Z0-9-]{1,12}$/),
  utc: fc
    .date({ min: new Date("2031-01-01T00:00:00Z"), max: new Date("2031-12-31T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 19) + "Z"),
  duration: fc.constantFrom("00:30:00:00", "01:00:00;00", "00:00:15:12"),
});

/** Breaks line `at` (0-based) of a well-formed BXF document; `expectedLine` when the break is found right there. */
const xmlBreaks: ((lines: string[], at: number) => { lines: string[]; expectedLine?: number })[] = [
  (lines, at) => ({ lines: lines.map((line, i) => (i === at ? `<1bad>${line}` : line)), expectedLine: at + 1 }),
  (lines, at) => ({ lines: lines.map((line, i) => (i === at ? `${line}</Unopened>` : line)), expectedLine: at + 1 }),
  (lines, at) => ({
    lines: lines.map((line, i) => (i === at ? `<Dup a="1" a="2"/>${line}` : line)),
    expectedLine: at + 1,
  }),
  (lines) => ({ lines: lines.filter((line) => !line.startsWith("</BxfMessage")) }),
  (lines, at) => ({ lines: lines.slice(0, at) }),
];

/** Breaks data line `at` (0-based among the rows) of a CSV file; the line number reported is that line's. */
const csvBreaks: ((line: string) => string)[] = [
  (line) => line.slice(0, line.lastIndexOf(",")),
  (line) => `${line},extra`,
  (line) => `"${line}`,
  (line) => line.replace(",", ',x"y'),
  (line) => `${line}\u0000`,
];

describe("malformed files", () => {
  it("BXF: 400 malformed_file naming a line of the file, nothing written", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.nat({ max: xmlBreaks.length - 1 }),
        async (events, position, which) => {
          const lines = bxfSchedule(events).split("\n");
          const at = 1 + (position % (lines.length - 2));
          const broken = xmlBreaks[which]!(lines, at);
          const before = await written();
          const response = await importSchedule(scheduler, broken.lines.join("\n"), "bxf", "?mode=available");
          expect(response.status).toBe(400);
          expect(response.body.code).toBe("malformed_file");
          expect(response.body.line).toBeGreaterThanOrEqual(1);
          expect(response.body.line).toBeLessThanOrEqual(Math.max(1, broken.lines.length));
          if (broken.expectedLine) expect(response.body.line).toBe(broken.expectedLine);
          expect(response.body.detail).toMatch(new RegExp(`^line ${response.body.line}: `));
          expect(await written()).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("CSV: 400 malformed_file naming the broken line, nothing written", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.nat({ max: csvBreaks.length - 1 }),
        async (events, position, which) => {
          const text = csvFile(
            ["house_number", "start", "duration"],
            events.map((e) => ({ house_number: e.houseNumber, start: e.utc, duration: 60 })),
          );
          const lines = text.split("\n");
          const at = 1 + (position % events.length);
          const broken = lines.map((line, i) => (i === at ? csvBreaks[which]!(line) : line)).join("\n");
          const before = await written();
          const response = await importSchedule(scheduler, broken, "csv", "?mode=available");
          expect(response.status).toBe(400);
          expect(response.body).toMatchObject({ code: "malformed_file", line: at + 1 });
          expect(await written()).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("any text: never a 500, and a refusal writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.constantFrom("bxf" as const, "csv" as const),
        async (text, format) => {
          const before = await written();
          const response = await importSchedule(scheduler, text, format, "?mode=available&dry_run=true");
          expect(response.status).toBeLessThan(500);
          if (response.status === 400) expect(response.body.line).toBeGreaterThanOrEqual(1);
          expect(await written()).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});
