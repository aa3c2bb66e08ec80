"use client";
// A probe report as QA reads it: the summary first, then the full tree. Two reports are compared in both.
import { ProbeSummaryView } from "@/components/probe-summary/probe-summary";
import { ProbeSummaryCompare } from "@/components/probe-summary/summary-compare";
import { ProbeTree } from "@/components/probe-tree/probe-tree";

export function ProbeReport({ reports, names }: { reports: readonly [unknown] | readonly [unknown, unknown]; names: readonly string[] }) {
  return (
    <div className="space-y-4">
      {reports.length === 2 ? <ProbeSummaryCompare reports={reports} names={names} /> : <ProbeSummaryView report={reports[0]} name={names[0] ?? ""} />}
      <ProbeTree reports={reports} names={names} />
    </div>
  );
}
