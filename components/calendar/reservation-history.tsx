"use client";
// What a reservation's card says beyond its span: who reserved it, why it was revoked, the
// reservation it replaced (a move), and the series it belongs to, whose rest its owner may revoke.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { getSeries, revokeSeries } from "@/lib/dashboard/actions/scheduling";
import { ProblemAlert } from "@/components/ui/status";
import {
  dangerButtonClass,
  inputClass,
  labelClass,
  mutedTextClass,
  secondaryButtonClass,
} from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import type { ReservationView } from "@/lib/reservations/schemas";
import { Modal } from "./modal";
import { wallText } from "./schedule-text";

/** Items of the card's description list (a fragment inside its <dl>). */
export function ReservationOrigin({
  reservation: r,
  zone,
  find,
}: {
  reservation: ReservationView;
  zone: string;
  find: (id: string) => ReservationView | undefined;
}) {
  // The replaced reservation is Revoked: the calendar lists it only with "Show revoked", and a move
  // made here keeps it in the query cache.
  const cached = useQuery<ReservationView>({ queryKey: ["reservation", r.rescheduled_from], enabled: false });
  const previous = r.rescheduled_from ? (find(r.rescheduled_from) ?? cached.data) : undefined;
  return (
    <>
      {r.created_by && (
        <div>
          <dt className="inline font-medium">Reserved by: </dt>
          <dd className="inline wrap-anywhere">{r.created_by}</dd>
        </div>
      )}
      {r.status === "Revoked" && (
        <div>
          <dt className="inline font-medium">Revoke reason: </dt>
          <dd className="inline wrap-anywhere">{r.revoke_reason ?? "none given"}</dd>
        </div>
      )}
      {r.rescheduled_from && (
        <div>
          <dt className="inline font-medium">Rescheduled from: </dt>
          <dd className="inline">
            {previous ? (
              wallText(previous.start, previous.end, zone)
            ) : (
              <span className="font-mono text-xs">reservation {r.rescheduled_from}</span>
            )}
          </dd>
        </div>
      )}
    </>
  );
}

/** The series of an occurrence: its rule and size, and "Revoke the rest of the series" for its owner. */
export function ReservationSeries({
  reservation: r,
  zone,
}: {
  reservation: ReservationView & { series_id: string };
  zone: string;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const series = useQuery({
    queryKey: ["series", r.series_id],
    queryFn: async () => unwrap(await getSeries(r.series_id)),
  });
  const revoke = useMutation({
    mutationFn: async () => unwrap(await revokeSeries(r.series_id, { from: r.start, reason: reason || undefined })),
    onSuccess: async (revoked) => {
      queryClient.setQueryData(["series", r.series_id], revoked);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ["reservations"] });
    },
  });
  const occurrences = series.data?.occurrences ?? [];
  const active = occurrences.filter((o) => o.outcome === "granted");
  const rest = active.filter((o) => Date.parse(o.start) >= Date.parse(r.start));
  return (
    <section
      aria-label="Series"
      className="mt-3 space-y-2 border-t border-slate-200 pt-2 text-sm dark:border-slate-800"
    >
      <h3 className="font-medium">Part of a series</h3>
      {series.isPending && <p className={mutedTextClass}>Loading the series…</p>}
      {series.error && <ProblemAlert problem={series.error} />}
      {series.data && (
        <p data-testid="series-details">
          {active.length} active of {occurrences.length} occurrences
          {occurrences.length > 0 &&
            `, ${wallText(occurrences[0]!.start, occurrences[0]!.end, zone)} to ${wallText(occurrences.at(-1)!.start, occurrences.at(-1)!.end, zone)}`}
          <span className={`${mutedTextClass} block font-mono text-xs break-all`}>{series.data.rrule}</span>
        </p>
      )}
      {r.token && rest.length > 0 && (
        <button type="button" className={dangerButtonClass} onClick={() => setConfirming(true)}>
          Revoke the rest of the series
        </button>
      )}
      <Modal open={confirming} title="Revoke the rest of the series?" onClose={() => setConfirming(false)}>
        <p className="text-sm">
          {rest.length} active occurrence{rest.length === 1 ? "" : "s"} from {wallText(r.start, r.end, zone)} on are
          revoked; the earlier ones stay.
        </p>
        <label className={labelClass}>
          Reason (optional)
          <input
            className={`${inputClass} mt-1`}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {revoke.error && <ProblemAlert problem={revoke.error} />}
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)} autoFocus>
            Keep them
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            onClick={() => revoke.mutate()}
            disabled={revoke.isPending}
          >
            {revoke.isPending ? "Revoking…" : `Revoke ${rest.length} occurrence${rest.length === 1 ? "" : "s"}`}
          </button>
        </div>
      </Modal>
    </section>
  );
}
