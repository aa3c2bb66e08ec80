import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { MalformedFile } from "./event";

const malformedLine = (text: string) => {
  try {
    readCsv(text, undefined);
  } catch (error) {
    if (error instanceof MalformedFile) return error.line;
    throw error;
  }
  throw new Error("the file was read");
};

describe("readCsv", () => {
  it("reads each row's watermark, start and duration with its line, a quoted field spanning lines", () => {
    const text = [
      "watermark_id,sid,csid,house_number,name,channel,start,time_zone,duration",
      "0123456789abcdef0123456789abcdef,,,,,,2026-12-01T18:00:00-05:00,,1800",
      ",777,0x2AAAA,,,,2026-12-01 18:00,America/New_York,00:30:00",
      ',,,EN-001,"Evening\nNews",WXYZ,2026-12-01T18:00:00Z,,60',
      "",
      ",,,,Late Show,,2026-07-01T23:35,,45",
    ].join("\n");
    expect(readCsv(text, "Europe/Paris")).toEqual([
      {
        line: 2,
        ref: { watermarkId: "0123456789abcdef0123456789abcdef" },
        start: "2026-12-01T18:00:00-05:00",
        duration: 1800,
      },
      {
        line: 3,
        ref: { sid: 777, csid: "0x2AAAA" },
        start: "2026-12-01T18:00:00-05:00",
        duration: 1800,
        timeZone: "America/New_York",
      },
      {
        line: 4,
        ref: { houseNumber: "EN-001", name: "Evening\nNews", channel: "WXYZ" },
        start: "2026-12-01T18:00:00Z",
        duration: 60,
      },
      {
        line: 7,
        ref: { name: "Late Show" },
        start: "2026-07-01T23:35:00+02:00",
        duration: 45,
        timeZone: "Europe/Paris",
      },
    ]);
  });

  it("makes a row invalid with its reason", () => {
    const text = [
      "name,sid,csid,start,time_zone,duration",
      "A,,,2026-12-01T18:00:00-05:00,,0",
      "A,,,2026-12-01T18:00,,60",
      "A,,,2026-12-01T18:00:00-04:00,America/New_York,60",
      "A,12,,2026-12-01T18:00:00Z,,60",
      "A,,,tomorrow,,60",
      "A,,,2026-11-01 01:30,America/New_York,60",
    ].join("\n");
    expect(readCsv(text, undefined).map((event) => ("invalid" in event ? event.invalid : "ok"))).toEqual([
      "duration must be between 1 and 86400 seconds (got 0)",
      "start 2026-12-01T18:00:00 has no UTC offset: give a time_zone",
      "the offset of 2026-12-01T18:00:00-04:00 is not America/New_York's UTC offset at that instant (-05:00)",
      "sid and csid go together",
      'start "tomorrow" is not an ISO 8601 date-time with a UTC offset, e.g. 2026-12-24T20:00:00-05:00',
      "2026-11-01T01:30:00 happens twice in America/New_York (daylight saving fold): write its UTC offset",
    ]);
  });

  it("refuses a malformed file naming the line", () => {
    expect(malformedLine("name,start,duration\nA,2026-12-01T18:00:00Z,60\nB,2026-12-01T19:00:00Z\n")).toBe(3);
    expect(malformedLine('name,start,duration\nA,2026-12-01T18:00:00Z,60\n"B,2026-12-01T19:00:00Z,60\n')).toBe(3);
    expect(
      malformedLine(
        'name,start,duration\n"A,2026-12-01T18:00:00Z,60\nB,2026-12-01T19:00:00Z,60\nC,2026-12-01T20:00:00Z,60',
      ),
    ).toBe(2);
    expect(malformedLine("name,start,length\nA,2026-12-01T18:00:00Z,60\n")).toBe(1);
    expect(malformedLine("start,duration\n2026-12-01T18:00:00Z,60\n")).toBe(1);
    expect(malformedLine("name,name,start,duration\n")).toBe(1);
  });
});
