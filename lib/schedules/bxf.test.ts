import { describe, expect, it } from "vitest";
import { readBxf } from "./bxf";
import { MalformedFile } from "./event";
import { bxfAsRun, bxfSchedule } from "./testing/samples";

describe("readBxf", () => {
  it("reads each ScheduledEvent's start, duration, house number, name and channel, with its line", () => {
    const text = bxfSchedule([
      {
        houseNumber: "EN-001",
        name: "Evening News",
        date: "2026-12-01",
        timecode: "18:00:00;00",
        duration: "00:30:00;00",
      },
      { name: "Late Show", utc: "2026-12-01T23:35:00Z", duration: "01:02:03:00" },
    ]);
    expect(readBxf(text, "America/New_York")).toEqual([
      {
        line: 6,
        ref: { houseNumber: "EN-001", name: "Evening News", channel: "WXYZ" },
        start: "2026-12-01T18:00:00-05:00",
        timeZone: "America/New_York",
        duration: 1800,
      },
      {
        line: 10,
        ref: { houseNumber: undefined, name: "Late Show", channel: "WXYZ" },
        start: "2026-12-01T23:35:00Z",
        duration: 3723,
      },
    ]);
  });

  it("widens frames to whole seconds so that the span covers the event", () => {
    const [event] = readBxf(
      bxfSchedule([{ houseNumber: "A", date: "2026-07-01", timecode: "06:00:00:12", duration: "00:00:10:01" }]),
      "Europe/Paris",
    );
    expect(event).toMatchObject({ start: "2026-07-01T06:00:00+02:00", duration: 12 });
  });

  it("makes an event invalid, with the reason, when its time cannot be read", () => {
    const events = readBxf(
      bxfSchedule([
        { houseNumber: "A", date: "2026-03-29", timecode: "02:30:00:00", duration: "00:30:00:00" },
        { houseNumber: "B", date: "2026-13-01", timecode: "02:30:00:00", duration: "00:30:00:00" },
        { houseNumber: "C", date: "2026-03-01", timecode: "02:30:00:00", duration: "00:00:00:00" },
      ]),
      "Europe/Paris",
    );
    expect(events.map((event) => ("invalid" in event ? event.invalid : "ok"))).toEqual([
      "2026-03-29T02:30:00 does not exist in Europe/Paris (daylight saving gap)",
      'broadcastDate "2026-13-01" is not a date YYYY-MM-DD',
      "duration must be between 1 and 86400 seconds (got 0)",
    ]);
    expect(
      readBxf(
        bxfSchedule([{ houseNumber: "A", date: "2026-03-01", timecode: "02:30:00:00", duration: "00:01:00:00" }]),
        undefined,
      )[0],
    ).toMatchObject({
      invalid: "start 2026-03-01T02:30:00 has no UTC offset: give a time_zone",
    });
  });

  it("reads an as-run log's BasicAsRun events", () => {
    const events = readBxf(
      bxfAsRun([{ houseNumber: "EN-001", utc: "2026-12-01T23:00:01Z", duration: "00:29:59:00" }]),
      undefined,
    );
    expect(events).toEqual([
      {
        line: 5,
        ref: { houseNumber: "EN-001", name: undefined, channel: undefined },
        start: "2026-12-01T23:00:01Z",
        duration: 1799,
      },
    ]);
  });

  it("refuses a document that is not well-formed, naming the line", () => {
    const text = bxfSchedule([{ houseNumber: "A", utc: "2026-12-01T23:00:00Z", duration: "00:30:00:00" }]).replace(
      "</Content>",
      "</Contents>",
    );
    expect(() => readBxf(text, undefined)).toThrow(MalformedFile);
    try {
      readBxf(text, undefined);
    } catch (error) {
      expect((error as MalformedFile).line).toBe(8);
    }
    expect(() => readBxf("<Schedule/>", undefined)).toThrow("no BxfMessage root element");
  });
});
