// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dayFrames, spanOf, visibleDays } from "./calendar-time";
import { MINUTE_PX, TimeGrid, type GridReservation } from "./time-grid";

afterEach(cleanup);

const week = (date: string, zone: string) => dayFrames(visibleDays("week", Temporal.PlainDate.from(date)), zone);
const reservation = (id: string, start: string, end: string): GridReservation => ({
  ...spanOf(start, end),
  id,
  title: id,
  times: "",
  name: id,
  code: "sid 1, csid 0x20000",
  detail: id,
  status: "Active",
  conflicting: false,
});
const px = (element: HTMLElement, property: "height" | "top") => Number.parseFloat(element.style[property]);

describe("day frames in a time zone", () => {
  it("gives America/New_York a 25-hour 1 November 2026 with 01:00 twice, and a 23-hour 8 March", () => {
    const autumn = week("2026-11-01", "America/New_York");
    const sunday = autumn.at(-1)!;
    expect(autumn.map((f) => f.hours)).toEqual([24, 24, 24, 24, 24, 24, 25]);
    expect(sunday.marks.map((m) => m.label).slice(0, 4)).toEqual(["00:00", "01:00", "01:00", "02:00"]);
    expect(sunday.transition).toEqual({ minute: 120, from: "-04:00", to: "-05:00" });
    const spring = week("2026-03-08", "America/New_York").at(-1)!;
    expect(spring.hours).toBe(23);
    expect(spring.marks.map((m) => m.label).slice(0, 3)).toEqual(["00:00", "01:00", "03:00"]);
  });

  it("handles half-hour DST (Lord Howe) and zones without DST", () => {
    expect(week("2026-10-04", "Australia/Lord_Howe").at(-1)!.hours).toBe(23.5);
    expect(week("2026-11-01", "Asia/Kolkata").every((f) => f.hours === 24 && f.offset === "+05:30")).toBe(true);
  });
});

describe("<TimeGrid> layout", () => {
  it("makes the 25-hour day's column taller and places spans by real elapsed time", () => {
    const frames = week("2026-11-01", "America/New_York");
    render(
      <TimeGrid
        frames={frames}
        timeZone="America/New_York"
        reservations={[
          // 01:30 EST, the second 01:30 of the day: 150 real minutes after midnight EDT.
          reservation("second-0130", "2026-11-01T01:30:00-05:00", "2026-11-01T02:00:00-05:00"),
          // Overlapping spans share the width side by side.
          reservation("a", "2026-10-30T20:00:00-04:00", "2026-10-30T21:00:00-04:00"),
          reservation("b", "2026-10-30T20:30:00-04:00", "2026-10-30T21:30:00-04:00"),
          // Crossing midnight: drawn in both days.
          reservation("late", "2026-10-27T23:30:00-04:00", "2026-10-28T00:30:00-04:00"),
        ]}
        conflicts={[spanOf("2026-10-30T20:30:00-04:00", "2026-10-30T21:00:00-04:00")]}
      />,
    );
    const sunday = screen.getByTestId("day-2026-11-01");
    const saturday = screen.getByTestId("day-2026-10-31");
    expect(px(sunday, "height")).toBeCloseTo(25 * 60 * MINUTE_PX);
    expect(px(saturday, "height")).toBeCloseTo(24 * 60 * MINUTE_PX);
    expect(sunday.getAttribute("aria-label")).toContain("25 hours, UTC-04:00 → UTC-05:00");
    expect(screen.getAllByTestId("dst-note").map((n) => n.textContent)).toEqual(["25-hour day (clocks go back)"]);

    const slot = sunday.querySelector<HTMLElement>('[data-reservation="second-0130"]')!;
    expect(px(slot, "top")).toBeCloseTo(150 * MINUTE_PX);
    expect(px(slot, "height")).toBeCloseTo(30 * MINUTE_PX);

    const friday = screen.getByTestId("day-2026-10-30");
    const [a, b] = ["a", "b"].map((id) => friday.querySelector<HTMLElement>(`[data-reservation="${id}"]`)!);
    expect([a!.style.left, a!.style.width, b!.style.left, b!.style.width]).toEqual(["0%", "50%", "50%", "50%"]);
    expect(px(friday.querySelector<HTMLElement>('[data-testid="conflict"]')!, "top")).toBeCloseTo(
      20.5 * 60 * MINUTE_PX,
    );

    expect(screen.getByTestId("day-2026-10-27").querySelector('[data-reservation="late"]')).not.toBeNull();
    expect(
      px(screen.getByTestId("day-2026-10-28").querySelector<HTMLElement>('[data-reservation="late"]')!, "top"),
    ).toBe(0);
  });
});

describe("<TimeGrid> moves by drag", () => {
  const day = dayFrames([Temporal.PlainDate.from("2031-05-20")], "Europe/Paris");
  const slot = { ...reservation("show", "2031-05-20T20:00:00+02:00", "2031-05-20T21:00:00+02:00"), movable: true };
  const y = (minute: number) => minute * MINUTE_PX;

  it("drags a movable slot 90 minutes later, snapped to a quarter hour, showing where it lands", () => {
    const onMove = vi.fn();
    const onOpen = vi.fn();
    render(
      <TimeGrid
        frames={day}
        timeZone="Europe/Paris"
        reservations={[slot]}
        conflicts={[]}
        onMove={onMove}
        onOpen={onOpen}
        onSelect={vi.fn()}
      />,
    );
    const column = screen.getByTestId("day-2031-05-20");
    const button = column.querySelector<HTMLElement>('[data-reservation="show"]')!;
    // Grabbed 10 minutes below its start (20:00), released 97 minutes lower: 21:37 snaps to 21:30.
    fireEvent.pointerDown(button, { button: 0, clientY: y(20 * 60 + 10) });
    fireEvent.pointerMove(column, { clientY: y(20 * 60 + 60) });
    fireEvent.pointerMove(column, { clientY: y(21 * 60 + 47) });
    expect(screen.getByTestId("move-ghost").textContent).toBe("Move to 21:30");
    fireEvent.pointerUp(column);
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(String(onMove.mock.calls[0]![1])).toBe("2031-05-20T21:30:00+02:00[Europe/Paris]");
    expect(screen.queryByTestId("move-ghost")).toBeNull();
  });

  it("opens a slot on a click, and never moves a slot that is not movable", () => {
    const onMove = vi.fn();
    const onOpen = vi.fn();
    render(
      <TimeGrid
        frames={day}
        timeZone="Europe/Paris"
        reservations={[{ ...slot, movable: false }]}
        conflicts={[]}
        onMove={onMove}
        onOpen={onOpen}
      />,
    );
    const column = screen.getByTestId("day-2031-05-20");
    const button = column.querySelector<HTMLElement>('[data-reservation="show"]')!;
    fireEvent.pointerDown(button, { button: 0, clientY: y(20 * 60) });
    fireEvent.pointerMove(column, { clientY: y(22 * 60) });
    fireEvent.pointerUp(column);
    fireEvent.click(button);
    expect(onMove).not.toHaveBeenCalled();
    expect(onOpen).toHaveBeenCalledWith("show");
  });
});
