"use client";
// Registering a second watermark with a sid and csid already registered is allowed (a programme may be
// registered again), but is more often a mistake: the form looks the code up and says so before submit.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { listWatermarks } from "@/lib/dashboard/actions/watermarks";
import { unwrap } from "@/lib/client/problem";
import type { WatermarkView } from "@/lib/watermarks/schemas";
import { linkClass } from "@/components/ui/styles";

const SHOWN = 5;

/** The watermarks already registered with the code of a valid request (none while it is invalid). */
export function useSameCode(request: { sid: number; csid: string } | undefined): readonly WatermarkView[] {
  const code = request && { sid: request.sid, csid: request.csid };
  const same = useQuery({
    queryKey: ["watermarks", "same-code", code],
    queryFn: async () => unwrap(await listWatermarks({ ...code!, limit: SHOWN })).items,
    enabled: code !== undefined,
    staleTime: 10_000,
  });
  return (code && same.data) || [];
}

export function SameCodeWarning({ watermarks }: { watermarks: readonly WatermarkView[] }) {
  return (
    <div
      role="status"
      data-testid="same-code"
      className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      <p className="font-medium">
        sid {watermarks[0]!.sid} and csid {watermarks[0]!.csid} are already registered
        {watermarks.length >= SHOWN ? ` (${SHOWN} or more watermarks)` : ""}. Registering them again is allowed, but
        both watermarks will then share one calendar of slots:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {watermarks.map((w) => (
          <li key={w.id}>
            <Link className={linkClass} href={`/watermarks/${w.id}`}>
              {w.name}
            </Link>{" "}
            (check digits {w.sid_check_digits} / {w.csid_check_digits})
          </li>
        ))}
      </ul>
    </div>
  );
}
