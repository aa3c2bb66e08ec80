"use client";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { calendarReservations, exportReservations } from "@/lib/dashboard/actions/reservations";
import { listWatermarks } from "@/lib/dashboard/actions/watermarks";
import { RevokeButton } from "@/components/reservations/revoke-button";
import { Empty, Loading, ProblemAlert } from "@/components/ui/status";
import { cardClass, mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";
import { unwrap, type ProblemInfo } from "@/lib/client/problem";
import type { ReservationView } from "@/lib/reservations/schemas";
import type { WatermarkView } from "@/lib/watermarks/schemas";
import { CalendarToolbar } from "./calendar-toolbar";
import { CopyWeek } from "./copy-week";
import { MoveDialog } from "./move-dialog";
import { ReservationOrigin, ReservationSeries } from "./reservation-history";
import { dayFrames, offsetLabel, spanOf, visibleDays, type Span } from "./calendar-time";
import { MonthGrid } from "./month-grid";
import { ReserveForm, type Proposal } from "./reserve-form";
import { TimeGrid, type GridReservation } from "./time-grid";
import { useCalendarLocation, type CalendarLocation } from "./use-calendar-location";

export function CalendarView() {
  const [location, update] = useCalendarLocation();
  if (!location) return <Loading what="the calendar" />;
  return <LoadedCalendar location={location} update={update} />;
}

function LoadedCalendar({ location, update }: { location: CalendarLocation; update: ReturnType<typeof useCalendarLocation>[1] }) {
  const [proposal, setProposal] = useState<Proposal>();
  // The last refused attempt, with the reservations it was refused against: its highlights and message
  // belong to those, and go when the reservations change (a revocation, a reservation made elsewhere).
  const [refusal, setRefusal] = useState<{ conflicts: ProblemInfo["conflicts"]; against?: readonly ReservationView[] }>();
  const [openId, setOpenId] = useState<string>();
  // The reservation being moved, with the start it was dragged to (none: "Move…" in its card).
  const [moving, setMoving] = useState<{ id: string; start?: Temporal.ZonedDateTime }>();
  const { view, date, zone } = location;

  const frames = useMemo(() => dayFrames(visibleDays(view, date), zone), [view, date, zone]);
  const range = { from: new Date(frames[0]!.startMs).toISOString(), to: new Date(frames.at(-1)!.endMs).toISOString() };
  const watermarks = useQuery({
    queryKey: ["watermarks", "linear"],
    queryFn: async () => unwrap(await listWatermarks({ type: "Linear", limit: 200 })).items,
  });
  const code = watermarks.data?.find((w) => w.id === location.code);
  const query = { ...range, status: location.showRevoked ? undefined : ("Active" as const), sid: code?.sid, csid: code?.csid };
  const reservations = useQuery({
    queryKey: ["reservations", "calendar", query],
    queryFn: async () => unwrap(await calendarReservations(query)),
    enabled: !location.code || watermarks.isSuccess,
    // Another range or filter keeps the grid (and where it is scrolled to) until the new answer arrives.
    placeholderData: keepPreviousData,
  });
  const exporter = useMutation({
    mutationFn: async (format: "ics" | "csv") => ({ format, text: unwrap(await exportReservations(format, query)) }),
    onSuccess: ({ format, text }) => download(text, `broadmark-slots-${range.from.slice(0, 10)}-${range.to.slice(0, 10)}.${format}`, format),
  });

  const refusalCurrent = refusal !== undefined && refusal.against === reservations.data;
  const conflicts = useMemo(() => (refusalCurrent ? refusal.conflicts : []), [refusalCurrent, refusal]);
  const conflictSpans = useMemo(() => conflicts.map((c) => spanOf(c.start, c.end)), [conflicts]);
  const names = useMemo(() => new Map((watermarks.data ?? []).map((w) => [w.id, w.name])), [watermarks.data]);
  const items = useMemo(() => gridItems(reservations.data ?? [], zone, conflicts, names), [reservations.data, zone, conflicts, names]);
  const find = (id?: string) => reservations.data?.find((r) => r.id === id);
  const opened = find(openId);
  const moved = find(moving?.id);

  return (
    <div className="space-y-4">
      <CalendarToolbar key={zone} location={location} watermarks={watermarks.data ?? []} update={update} onExport={exporter.mutate} exporting={exporter.isPending} />
      {location.unknownZone && (
        <ProblemAlert problem={new Error(`"${location.unknownZone}" is not an IANA time zone this browser knows; showing ${zone}.`)} title="Unknown time zone" />
      )}
      <p className={mutedTextClass} aria-live="polite">
        {rangeTitle(location)} in <span className="font-medium">{zone}</span> ({offsetLabel(frames[0]!)} at the start).{" "}
        {view !== "month" && "Drag in a day to select a span, or use the form; drag one of your slots to move it."}
      </p>
      {view === "week" && code && <CopyWeek monday={frames[0]!.date} reservations={reservations.data ?? []} zone={zone} names={names} />}
      {exporter.error && <ProblemAlert problem={exporter.error} />}
      {watermarks.error && <ProblemAlert problem={watermarks.error} />}
      <div className="flex flex-col gap-4 xl:flex-row">
        <div className="min-w-0 flex-1">
          {reservations.isPending ? (
            <Loading what="reservations" />
          ) : reservations.error ? (
            <ProblemAlert problem={reservations.error} />
          ) : (
            <>
              {items.length === 0 && <Empty>No reservation in this range{code ? ` for ${code.name}` : ""}.</Empty>}
              {view === "month" ? (
                <MonthGrid frames={frames} month={date.month} reservations={items} onOpenDay={(day) => update({ view: "day", date: String(day) })} />
              ) : (
                <TimeGrid
                  frames={frames}
                  timeZone={zone}
                  reservations={items}
                  conflicts={conflictSpans}
                  onSelect={(start, end) => setProposal({ start, end })}
                  onOpen={setOpenId}
                  onMove={(id, start) => (setOpenId(id), setMoving({ id, start }))}
                />
              )}
            </>
          )}
        </div>
        <aside className="space-y-4 xl:w-80">
          {opened && (
            <ReservationCard reservation={opened} name={names.get(opened.watermark_id)} zone={zone} find={find} onMove={() => setMoving({ id: opened.id })} onClose={() => setOpenId(undefined)} />
          )}
          {moved?.token && (
            <MoveDialog
              key={`${moved.id}-${moving?.start}`}
              reservation={moved}
              name={names.get(moved.watermark_id)}
              zone={zone}
              names={names}
              proposed={moving?.start}
              onClose={() => setMoving(undefined)}
              onMoved={(next) => {
                setMoving(undefined);
                setOpenId(next.id);
                // The view follows the slot to its new day.
                update({ date: String(Temporal.Instant.from(next.start).toZonedDateTimeISO(zone).toPlainDate()) });
              }}
            />
          )}
          <div className={cardClass}>
            {watermarks.isPending ? (
              <Loading what="watermarks" />
            ) : (
              <ReserveForm
                key={proposal ? `${proposal.start}-${proposal.end}` : `${zone}-${location.code}-${date}`}
                watermarks={watermarks.data ?? []}
                watermarkId={location.code}
                timeZone={zone}
                day={String(date)}
                proposal={proposal}
                refusalCurrent={refusalCurrent}
                onRefused={(refused) => setRefusal(refused && { conflicts: refused, against: reservations.data })}
              />
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}

interface ReservationCardProps {
  reservation: ReservationView;
  name?: string;
  zone: string;
  find: (id: string) => ReservationView | undefined;
  onMove: () => void;
  onClose: () => void;
}

function ReservationCard({ reservation: r, name, zone, find, onMove, onClose }: ReservationCardProps) {
  return (
    <section aria-labelledby="opened-heading" className={cardClass}>
      <h2 id="opened-heading" className="text-lg font-semibold">
        Reservation
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        {name && (
          <div>
            <dt className="inline font-medium">Watermark: </dt>
            <dd className="inline wrap-anywhere">{name}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">Code: </dt>
          <dd className="inline">sid {r.sid}, csid {r.csid}</dd>
        </div>
        <div>
          <dt className="inline font-medium">In {zone}: </dt>
          <dd className="inline">{wallRange(r, zone)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">As reserved: </dt>
          <dd className="inline break-all font-mono">{r.start}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Status: </dt>
          <dd className="inline">{r.status}</dd>
        </div>
        <ReservationOrigin reservation={r} zone={zone} find={find} />
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {r.token && r.status === "Active" && (
          <button type="button" className={secondaryButtonClass} onClick={onMove}>
            Move…
          </button>
        )}
        <RevokeButton reservation={r} label={`${name ? `${name}, ` : ""}sid ${r.sid}, csid ${r.csid}: ${wallRange(r, zone)}`} />
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          Close
        </button>
      </div>
      {!r.token && r.status === "Active" && <p className={`${mutedTextClass} mt-2`}>Made with another key: only its owner or an admin may revoke or move it.</p>}
      {r.series_id && <ReservationSeries reservation={{ ...r, series_id: r.series_id }} zone={zone} />}
    </section>
  );
}

function wallRange(r: ReservationView, zone: string): string {
  const format = new Intl.DateTimeFormat("en-GB", { timeZone: zone, dateStyle: "medium", timeStyle: "short" });
  return `${format.formatRange(Date.parse(r.start), Date.parse(r.end))} (${r.duration / 60} min)`;
}

// Switching views swaps between cached query results: keep each one's grid items (thousands of
// formatted times) rather than rebuilding them on every switch.
type Names = ReadonlyMap<WatermarkView["id"], string>;
const gridItemsCache = new WeakMap<readonly ReservationView[], { zone: string; conflicts: ProblemInfo["conflicts"]; names: Names; items: GridReservation[] }>();

function gridItems(reservations: readonly ReservationView[], zone: string, conflicts: ProblemInfo["conflicts"], names: Names): GridReservation[] {
  const cached = gridItemsCache.get(reservations);
  if (cached?.zone === zone && cached.conflicts === conflicts && cached.names === names) return cached.items;
  const items = buildGridItems(reservations, zone, conflicts, names);
  gridItemsCache.set(reservations, { zone, conflicts, names, items });
  return items;
}

function buildGridItems(reservations: readonly ReservationView[], zone: string, conflicts: ProblemInfo["conflicts"], names: Names): GridReservation[] {
  const clock = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const conflicting = new Set(conflicts.map((c) => `${c.watermark_id}@${Date.parse(c.start)}`));
  return reservations.map((r) => {
    const span: Span = spanOf(r.start, r.end);
    const times = `${clock.format(span.startMs)}–${clock.format(span.endMs)}`;
    return {
      ...span,
      id: r.id,
      title: `${times} ${names.get(r.watermark_id) ?? `sid ${r.sid} ${r.csid}`}`,
      detail: `sid ${r.sid}, csid ${r.csid}, ${r.start}, ${r.duration / 60} min`,
      status: r.status,
      movable: r.status === "Active" && r.token !== undefined,
      // A 409 names active reservations only: a revoked one at the same start is not what refused.
      conflicting: r.status === "Active" && conflicting.has(`${r.watermark_id}@${span.startMs}`),
    };
  });
}

function rangeTitle({ view, date }: CalendarLocation): string {
  if (view === "day") return date.toLocaleString("en-GB", { dateStyle: "full" });
  if (view === "month") return date.toLocaleString("en-GB", { month: "long", year: "numeric" });
  return `Week of ${visibleDays("week", date)[0]!.toLocaleString("en-GB", { dateStyle: "long" })}`;
}

function download(text: string, filename: string, format: "ics" | "csv") {
  const blob = new Blob([text], { type: format === "ics" ? "text/calendar" : "text/csv" });
  const link = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: filename });
  link.click();
  URL.revokeObjectURL(link.href);
}
