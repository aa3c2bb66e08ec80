"use client";
// Which reports a job page shows lives in the URL's hash (#report=inputs:a&node=<JSON path>), so that
// "Link to this node" opens the job with that report, at that node, for whoever follows the link.
import { useCallback, useEffect, useState } from "react";
import type { ReportRef } from "./job-reports";

const KINDS = new Set<string>(["inputs", "outputs"]);

/** The reports a hash names (`report=inputs:a`, once or twice); names may hold a colon, kinds may not. */
export function reportsInHash(hash: string): ReportRef[] {
  return new URLSearchParams(hash.replace(/^#/, ""))
    .getAll("report")
    .flatMap((value) => {
      const colon = value.indexOf(":");
      const kind = value.slice(0, colon);
      return colon > 0 && KINDS.has(kind) ? [{ kind: kind as ReportRef["kind"], name: value.slice(colon + 1) }] : [];
    })
    .slice(0, 2);
}

/** The hash with these reports: a node of the reports shown before belongs to them, so it goes too. */
export function hashWithReports(hash: string, refs: readonly ReportRef[]): string {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const same = JSON.stringify(reportsInHash(hash)) === JSON.stringify(refs.map(({ kind, name }) => ({ kind, name })));
  params.delete("report");
  if (!same) params.delete("node");
  for (const ref of refs) params.append("report", `${ref.kind}:${ref.name}`);
  return params.toString();
}

/** The reports shown, read from the hash when the page opens or the hash changes, written to it when chosen. */
export function useShownReports(): [ReportRef[], (refs: ReportRef[]) => void] {
  const [shown, setShown] = useState<ReportRef[]>([]);
  useEffect(() => {
    const follow = () => setShown(reportsInHash(window.location.hash));
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  const show = useCallback((refs: ReportRef[]) => {
    setShown(refs);
    const url = new URL(window.location.href);
    url.hash = hashWithReports(url.hash, refs);
    window.history.replaceState(null, "", url);
  }, []);
  return [shown, show];
}
