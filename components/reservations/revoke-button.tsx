"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { revokeReservation } from "@/lib/dashboard/actions/reservations";
import { ProblemAlert } from "@/components/ui/status";
import { dangerButtonClass, inputClass, labelClass, secondaryButtonClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import type { ReservationView } from "@/lib/reservations/schemas";

/** Revoke with a confirmation dialog. Only reservations that came with a token may be revoked. */
export function RevokeButton({ reservation, label }: { reservation: ReservationView; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState("");
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: async () => unwrap(await revokeReservation(reservation.token!, reason)),
    onSuccess: async () => {
      dialog.current?.close();
      await queryClient.invalidateQueries({ queryKey: ["reservations"] });
    },
  });
  if (!reservation.token || reservation.status !== "Active") return null;
  return (
    <>
      <button type="button" className={dangerButtonClass} onClick={() => dialog.current?.showModal()}>
        Revoke
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`revoke-${reservation.id}`}
        className="m-auto max-w-md rounded-lg border border-slate-300 bg-white p-5 text-slate-900 backdrop:bg-black/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id={`revoke-${reservation.id}`} className="text-lg font-semibold">
          Revoke this reservation?
        </h2>
        <p className="mt-2 text-sm">{label}</p>
        <p className="mt-1 text-sm">The span becomes free for the same code at once.</p>
        <label className={`${labelClass} mt-3`}>
          Reason (optional)
          <input
            className={`${inputClass} mt-1`}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {revoke.error && (
          <div className="mt-3">
            <ProblemAlert problem={revoke.error} />
          </div>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => dialog.current?.close()} autoFocus>
            Keep it
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            onClick={() => revoke.mutate()}
            disabled={revoke.isPending}
          >
            {revoke.isPending ? "Revoking…" : "Revoke reservation"}
          </button>
        </div>
      </dialog>
    </>
  );
}
