"use client";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { calendarReservations, exportReservations } from "@/lib/dashboard/actions/reservations";
import { RevokeButton } from "@/components/reservations/revoke-button";
import { useRememberWatermark, useWatermark, useWatermarkNames } from "@/components/watermarks/use-watermarks";
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
import { FeedSubscription } from "./feed-subscription";
import { MonthGrid } from "./month-grid";
import { ReserveForm, type Proposal } from "./reserve-form";
import { TimeGrid, type GridFocus, type GridReservation } from "./time-grid";
import { Timeline } from "./timeline";
import { useCalendarLocation, type CalendarLocation } from "./use-calendar-location";

/** `keyId`: the signed-in key, whose chosen time zone the calendar remembers. */
export function CalendarView({ keyId }: { keyId: string }) {
  const [location, update] = useCalendarLocation(keyId);
  if (!location) return <Loading what="the calendar" />;
  return <LoadedCalendar location={location} update={update} />;
}

function LoadedCalendar({
  location,
  update,
}: {
  location: CalendarLocation;
  update: ReturnType<typeof useCalendarLocation>[1];
}) {
  const [proposal, setProposal] = useState<Proposal>();
  // The last refused attempt, with the reservations it was refused against: its highlights and message
  // belong to those, and go when the reservations change (a revocation, a reservation made elsewhere).
  const [refusal, setRefusal] = useState<{
    conflicts: ProblemInfo["conflicts"];
    against?: readonly ReservationView[];
  }>();
  const { view, date, zone, slot: openId } = location;
  const setOpenId = (slot: string | undefined) => update({ slot });
  // Where the grid scrolls next: a slot just reserved, the first conflict of a refusal, a linked slot.
  const [focus, setFocus] = useState<GridFocus>();
  const focusOn = (startMs: number) => setFocus((last) => ({ startMs, seq: (last?.seq ?? 0) + 1 }));
  // The last reservation made with the form, announced until the next attempt.
  const [reserved, setReserved] = useState<ReservationView>();
  // The reservation being moved, with the start it was dragged to (none: "Move…" in its card).
  const [moving, setMoving] = useState<{ id: string; start?: Temporal.ZonedDateTime }>();

  const frames = useMemo(() => dayFrames(visibleDays(view, date), zone), [view, date, zone]);
  const range = { from: new Date(frames[0]!.startMs).toISOString(), to: new Date(frames.at(-1)!.endMs).toISOString() };
  // The chosen watermark: its id in the URL is the page's one source of truth, for the filter and the form.
  const chosen = useWatermark(location.code);
  const code = chosen.data;
  const remember = useRememberWatermark();
  const choose = (watermark: WatermarkView | undefined) => {
    if (watermark) remember(watermark);
    update({ code: watermark?.id });
  };
  const query = {
    ...range,
    status: location.showRevoked ? undefined : ("Active" as const),
    sid: code?.sid,
    csid: code?.csid,
  };
  const reservations = useQuery({
    queryKey: ["reservations", "calendar", query],
    queryFn: async () => unwrap(await calendarReservations(query)),
    enabled: !location.code || chosen.isSuccess,
    // Another range or filter keeps the grid (and where it is scrolled to) until the new answer arrives.
    placeholderData: keepPreviousData,
  });
  const exporter = useMutation({
    mutationFn: async (format: "ics" | "csv") => ({ format, text: unwrap(await exportReservations(format, query)) }),
    onSuccess: ({ format, text }) =>
      download(text, `broadmark-slots-${range.from.slice(0, 10)}-${range.to.slice(0, 10)}.${format}`, format),
  });

  const refusalCurrent = refusal !== undefined && refusal.against === reservations.data;
  const conflicts = useMemo(() => (refusalCurrent ? refusal.conflicts : []), [refusalCurrent, refusal]);
  const conflictSpans = useMemo(() => conflicts.map((c) => spanOf(c.start, c.end)), [conflicts]);
  const shownIds = useMemo(() => reservations.data?.map((r) => r.watermark_id), [reservations.data]);
  const names = useWatermarkNames(shownIds).data ?? NO_NAMES;
  const items = useMemo(
    () => gridItems(reservations.data ?? [], zone, conflicts, names),
    [reservations.data, zone, conflicts, names],
  );
  const find = (id?: string) => reservations.data?.find((r) => r.id === id);
  const opened = find(openId);
  const moved = find(moving?.id);
  // A slot opened by a link is shown once its reservation is known (not again on each refetch).
  const shownLink = useRef<string>(undefined);
  useEffect(() => {
    if (!opened || shownLink.current === opened.id) return;
    shownLink.current = opened.id;
    setFocus((last) => ({ startMs: Date.parse(opened.start), seq: (last?.seq ?? 0) + 1 }));
  }, [opened]);

  return (
    <div className="space-y-4">
      {/* A busy week has hundreds of slots between the toolbar and the form: one Tab press past them. */}
      <a
        href="#reserve-form"
        className="sr-only focus:not-sr-only focus:inline-block focus:rounded focus:bg-white focus:p-2 focus:outline-2 focus:outline-blue-600 dark:focus:bg-slate-900"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById("reserve-form")?.focus();
        }}
      >
        Skip to the reserve form
      </a>
      <CalendarToolbar
        key={zone}
        location={location}
        chosen={code}
        onChoose={choose}
        update={update}
        onExport={exporter.mutate}
        exporting={exporter.isPending}
      />
      {location.unknownZone && (
        <ProblemAlert
          problem={new Error(`"${location.unknownZone}" is not an IANA time zone this browser knows; showing ${zone}.`)}
          title="Unknown time zone"
        />
      )}
      <p className={mutedTextClass} aria-live="polite">
        {rangeTitle(location)} in <span className="font-medium">{zone}</span> ({offsetLabel(frames[0]!)} at the start).{" "}
        {view !== "month" && "Drag in a day to select a span, or use the form; drag one of your slots to move it."}
      </p>
      {view === "week" && code && (
        <CopyWeek monday={frames[0]!.date} reservations={reservations.data ?? []} zone={zone} names={names} />
      )}
      {exporter.error && <ProblemAlert problem={exporter.error} />}
      {chosen.error && <ProblemAlert problem={chosen.error} title="The chosen watermark cannot be read" />}
      <div className="flex flex-col gap-4 xl:flex-row">
        <div className="min-w-0 flex-1">
          {reservations.isPending && !chosen.error ? (
            <Loading what="reservations" />
          ) : reservations.error ? (
            <ProblemAlert problem={reservations.error} />
          ) : (
            <>
              {items.length === 0 && <Empty>No reservation in this range{code ? ` for ${code.name}` : ""}.</Empty>}
              {view === "month" ? (
                <MonthGrid
                  frames={frames}
                  month={date.month}
                  reservations={items}
                  onOpenDay={(day) => update({ view: "day", date: String(day) })}
                />
              ) : view === "timeline" ? (
                <Timeline frames={frames} reservations={items} onOpen={setOpenId} />
              ) : (
                <TimeGrid
                  frames={frames}
                  timeZone={zone}
                  reservations={items}
                  conflicts={conflictSpans}
                  onSelect={(start, end) => setProposal({ start, end })}
                  onOpen={setOpenId}
                  focus={focus}
                  onMove={(id, start) => (setOpenId(id), setMoving({ id, start }))}
                />
              )}
            </>
          )}
        </div>
        <aside className="space-y-4 xl:w-80">
          {opened && (
            <ReservationCard
              reservation={opened}
              name={names.get(opened.watermark_id)}
              zone={zone}
              find={find}
              onMove={() => setMoving({ id: opened.id })}
              onClose={() => setOpenId(undefined)}
            />
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
                // The view follows the slot to its new day, with its card open.
                update({
                  slot: next.id,
                  date: String(Temporal.Instant.from(next.start).toZonedDateTimeISO(zone).toPlainDate()),
                });
              }}
            />
          )}
          <div
            id="reserve-form"
            tabIndex={-1}
            className={`${cardClass} focus-visible:outline-2 focus-visible:outline-blue-600`}
          >
            {location.code && chosen.isPending ? (
              <Loading what="the chosen watermark" />
            ) : (
              <ReserveForm
                key={proposal ? `${proposal.start}-${proposal.end}` : `${zone}-${date}`}
                watermark={code}
                onChoose={choose}
                names={names}
                timeZone={zone}
                day={String(date)}
                proposal={proposal}
                refusalCurrent={refusalCurrent}
                onRefused={(refused) => {
                  if (refused) setReserved(undefined);
                  setRefusal(refused && { conflicts: refused, against: reservations.data });
                  if (refused?.length) focusOn(Math.min(...refused.map((conflict) => Date.parse(conflict.start))));
                }}
                onReserved={(reservation) => {
                  setReserved(reservation);
                  const startMs = Date.parse(reservation.start);
                  if (startMs < frames[0]!.startMs || startMs >= frames.at(-1)!.endMs) {
                    update({
                      date: String(
                        Temporal.Instant.fromEpochMilliseconds(startMs).toZonedDateTimeISO(zone).toPlainDate(),
                      ),
                    });
                  }
                  focusOn(startMs);
                }}
              />
            )}
            {/* Here rather than in the form: following a slot to another week opens the form anew. */}
            {reserved && (
              <p role="status" className="mt-3 text-sm text-green-800 dark:text-green-300">
                Reserved {reserved.start} for {reserved.duration / 60} min.
              </p>
            )}
          </div>
          <FeedSubscription />
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
          <dd className="inline">
            sid {r.sid}, csid {r.csid}
          </dd>
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
        <RevokeButton
          reservation={r}
          label={`${name ? `${name}, ` : ""}sid ${r.sid}, csid ${r.csid}: ${wallRange(r, zone)}`}
        />
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          Close
        </button>
      </div>
      {!r.token && r.status === "Active" && (
        <p className={`${mutedTextClass} mt-2`}>
          Made with another key: only its owner or an admin may revoke or move it.
        </p>
      )}
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
const NO_NAMES: Names = new Map();
const gridItemsCache = new WeakMap<
  readonly ReservationView[],
  { zone: string; conflicts: ProblemInfo["conflicts"]; names: Names; items: GridReservation[] }
>();

function gridItems(
  reservations: readonly ReservationView[],
  zone: string,
  conflicts: ProblemInfo["conflicts"],
  names: Names,
): GridReservation[] {
  const cached = gridItemsCache.get(reservations);
  if (cached?.zone === zone && cached.conflicts === conflicts && cached.names === names) return cached.items;
  const items = buildGridItems(reservations, zone, conflicts, names);
  gridItemsCache.set(reservations, { zone, conflicts, names, items });
  return items;
}

function buildGridItems(
  reservations: readonly ReservationView[],
  zone: string,
  conflicts: ProblemInfo["conflicts"],
  names: Names,
): GridReservation[] {
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const conflicting = new Set(conflicts.map((c) => `${c.watermark_id}@${Date.parse(c.start)}`));
  return reservations.map((r) => {
    const span: Span = spanOf(r.start, r.end);
    const times = `${clock.format(span.startMs)}–${clock.format(span.endMs)}`;
    const code = `sid ${r.sid}, csid ${r.csid}`;
    const name = names.get(r.watermark_id) ?? code;
    return {
      ...span,
      id: r.id,
      title: `${times} ${name}`,
      times,
      name,
      code,
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
