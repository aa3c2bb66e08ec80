import { describe, expect, it } from "vitest";
import { clashText, wallText } from "./schedule-text";

describe("spans as a scheduler reads them", () => {
  it("writes the calendar zone's wall clock with the offset of the day, whatever offset the span was written with", () => {
    expect(wallText("2026-11-02T23:00:00Z", "2026-11-02T23:30:00Z", "America/New_York")).toBe(
      "Mon, 2 Nov 2026 18:00–18:30 (UTC-05:00)",
    );
    expect(wallText("2026-10-26T18:00:00-04:00", "2026-10-26T18:30:00-04:00", "America/New_York")).toBe(
      "Mon, 26 Oct 2026 18:00–18:30 (UTC-04:00)",
    );
    expect(wallText("2031-05-20T23:30:00+02:00", "2031-05-21T00:30:00+02:00", "Europe/Paris")).toBe(
      "Tue, 20 May 2031 23:30–00:30 (Wed, 21 May 2031) (UTC+02:00)",
    );
    expect(wallText("2031-09-09T22:00:00Z", "2031-09-09T23:00:00Z", "UTC")).toBe(
      "Tue, 9 Sept 2031 22:00–23:00 (UTC+00:00)",
    );
  });

  it("writes an occurrence refused by a DST change, which has its local time only, as that local time", () => {
    expect(wallText("2027-03-14T02:30:00", "2027-03-14T03:00:00", "America/New_York")).toBe(
      "Sun, 14 Mar 2027, 02:30 local time",
    );
  });

  it("names each clash by its watermark, or as an item of the same request", () => {
    const names = new Map([["a".repeat(32), "Evening news"]]);
    const clash = { start: "2027-02-10T23:15:00Z", end: "2027-02-10T23:45:00Z", watermark_id: "a".repeat(32) };
    expect(
      clashText(
        [clash, { ...clash, watermark_id: "b".repeat(32) }, { ...clash, request_index: 2 }],
        names,
        "America/New_York",
      ),
    ).toBe(
      [
        "overlaps Evening news, Wed, 10 Feb 2027 18:15–18:45 (UTC-05:00)",
        "overlaps another watermark of this code, Wed, 10 Feb 2027 18:15–18:45 (UTC-05:00)",
        "overlaps item 3 of this request, Wed, 10 Feb 2027 18:15–18:45 (UTC-05:00)",
      ].join("; "),
    );
    expect(clashText([{ ...clash, request_index: 0 }], names, "UTC", (i) => `occurrence ${i + 1} of this series`)).toBe(
      "overlaps occurrence 1 of this series, Wed, 10 Feb 2027 23:15–23:45 (UTC+00:00)",
    );
  });
});
