"use client";
// What a reservation's card says beyond its span: who reserved it, why it was revoked, the
// reservation it replaced (a move), and the series it belongs to, whose rest its owner may revoke.
import { useQuery } from "@tanstack/react-query";
import type { ReservationView } from "@/lib/reservations/schemas";
import { wallText } from "./schedule-text";

/** Items of the card's description list (a fragment inside its <dl>). */
export function ReservationOrigin({ reservation: r, zone, find }: { reservation: ReservationView; zone: string; find: (id: string) => ReservationView | undefined }) {
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
          <dd className="inline">{previous ? wallText(previous.start, previous.end, zone) : <span className="font-mono text-xs">reservation {r.rescheduled_from}</span>}</dd>
        </div>
      )}
    </>
  );
}
