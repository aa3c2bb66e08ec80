"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { getWatermark, watermarkReservations } from "@/lib/dashboard/actions/watermarks";
import { RevokeButton } from "@/components/reservations/revoke-button";
import { Empty, Loading, ProblemAlert } from "@/components/ui/status";
import { cardClass, linkClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";

export function WatermarkDetail({ id }: { id: string }) {
  const watermark = useQuery({ queryKey: ["watermarks", id], queryFn: async () => unwrap(await getWatermark(id)) });
  const reservations = useQuery({
    queryKey: ["reservations", "watermark", id],
    queryFn: async () => unwrap(await watermarkReservations(id, { limit: 1000 })),
    enabled: watermark.data?.type === "Linear",
  });
  if (watermark.isPending) return <Loading what="the watermark" />;
  if (watermark.error) return <ProblemAlert problem={watermark.error} />;
  const w = watermark.data;
  const fields: [string, string | number][] = [
    ["Type", w.type],
    ["SID", w.sid],
    ["SID check digits", w.sid_check_digits],
    ["CSID", w.csid],
    ["CSID check digits", w.csid_check_digits],
    ["House number", w.house_number ?? "—"],
    ["Status", w.status],
    ["Registered (UTC)", w.created_at],
    ["Id", w.id],
  ];
  return (
    <div className="space-y-6">
      <h1 className="break-words text-2xl font-semibold">{w.name}</h1>
      <dl className={`${cardClass} grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]`}>
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-all font-mono">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="reservations-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reservations-heading" className="text-xl font-semibold">
            Reservations
          </h2>
          {w.type === "Linear" && (
            <Link className={linkClass} href={`/calendar?code=${w.id}`}>
              Open in the slot calendar
            </Link>
          )}
        </div>
        {w.type !== "Linear" ? (
          <Empty>VOD watermarks take no broadcast reservations.</Empty>
        ) : reservations.isPending ? (
          <Loading what="reservations" />
        ) : reservations.error ? (
          <ProblemAlert problem={reservations.error} />
        ) : reservations.data.items.length === 0 ? (
          <Empty>No reservation yet: reserve a slot in the calendar.</Empty>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-300 dark:border-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Start (as reserved)
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    End
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Duration
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Time zone
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {reservations.data.items.map((r) => (
                  <tr key={r.id} className="border-b border-slate-200 dark:border-slate-800">
                    <td className="py-2 pr-4 font-mono">{r.start}</td>
                    <td className="py-2 pr-4 font-mono">{r.end}</td>
                    <td className="py-2 pr-4 tabular-nums">{r.duration} s</td>
                    <td className="py-2 pr-4">{r.time_zone ?? "—"}</td>
                    <td className="py-2 pr-4">{r.status}</td>
                    <td className="py-2 pr-4">
                      <RevokeButton reservation={r} label={`${w.name}: ${r.start}, ${r.duration} s`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
