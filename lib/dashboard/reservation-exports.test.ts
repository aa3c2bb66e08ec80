import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { reservationsAsICal } from "@/lib/reservations/ical";
import type { ReservationView } from "@/lib/reservations/schemas";
import { reservationsAsCsv, watermarkNames } from "./reservation-exports";

const base = {
  sid: 101,
  sid_check_digits: "AB",
  csid: "0x21031",
  csid_check_digits: "7Q",
  duration: 1800,
  created_at: "2031-01-01T00:00:00.000000000Z",
} as const;
const active: ReservationView = {
  ...base,
  id: "a".repeat(32),
  watermark_id: "1".repeat(32),
  start: "2031-05-20T20:00:00+02:00",
  end: "2031-05-20T20:30:00+02:00",
  status: "Active",
  time_zone: "Europe/Paris",
};
const revoked: ReservationView = {
  ...base,
  id: "b".repeat(32),
  watermark_id: "2".repeat(32),
  start: "2031-05-20T21:00:00Z",
  end: "2031-05-20T21:30:00Z",
  status: "Revoked",
  revoked_at: "2031-05-01T00:00:00.000000000Z",
  revoke_reason: "moved, to Friday",
};
const names = new Map([[active.watermark_id, "Le Journal, 20 h"]]);

describe("calendar exports", () => {
  it("CSV: each row names its show and carries the status and the revoke reason", () => {
    const rows = parse(reservationsAsCsv([active, revoked], names), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.id, row.watermark_name, row.status, row.revoke_reason])).toEqual([
      [active.id, "Le Journal, 20 h", "Active", ""],
      [revoked.id, "", "Revoked", "moved, to Friday"],
    ]);
  });

  it("iCal: the summary is the show's name, a revoked slot is STATUS:CANCELLED with its reason", () => {
    const events = reservationsAsICal([active, revoked], names).split("BEGIN:VEVENT").slice(1);
    expect(events[0]).toContain("SUMMARY:Le Journal\\, 20 h (sid 101\\, csid 0x21031)");
    expect(events[0]).toContain("STATUS:CONFIRMED");
    expect(events[1]).toContain("SUMMARY:sid 101\\, csid 0x21031");
    expect(events[1]).toContain("STATUS:CANCELLED");
    expect(events[1]).toContain("revoked: moved\\, to Friday");
  });

  it("asks each distinct watermark's name once", async () => {
    const asked: string[] = [];
    const many = Array.from({ length: 50 }, (_, index) => ({
      ...active,
      id: String(index).padStart(32, "0"),
      watermark_id: String(index % 3).repeat(32),
    }));
    const found = await watermarkNames(many, async (id) => {
      asked.push(id);
      return id === "2".repeat(32) ? undefined : `show ${id[0]}`;
    });
    expect(asked.sort()).toEqual(["0".repeat(32), "1".repeat(32), "2".repeat(32)]);
    expect([...found]).toEqual(
      expect.arrayContaining([
        ["0".repeat(32), "show 0"],
        ["1".repeat(32), "show 1"],
      ]),
    );
    expect(found.size).toBe(2);
  });
});
