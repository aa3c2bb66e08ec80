"use client";
// A probe report as QA reads it: the delivery check first (when the file was checked against a spec), the
// summary, the analysis (when the pass ran), then the full tree. Two reports are compared in both. One report
// also has its exports and its printed form.
import { useMemo } from "react";
import { AnalysisView } from "@/components/probe-analysis/analysis-view";
import { DeliveryChecklist } from "@/components/probe-analysis/delivery-checklist";
import { ReportTextActions } from "@/components/probe-analysis/report-text-actions";
import { PrintableReport } from "@/components/probe/printable-report";
import { ProbeSummaryView } from "@/components/probe-summary/probe-summary";
import { ProbeSummaryCompare } from "@/components/probe-summary/summary-compare";
import { ProbeTree } from "@/components/probe-tree/probe-tree";
import { ContainerProbe } from "@/lib/probe/schema";
import { analysisSummary } from "@/lib/probe/summary";

export function ProbeReport({
  reports,
  names,
}: {
  reports: readonly [unknown] | readonly [unknown, unknown];
  names: readonly string[];
}) {
  const probe = useMemo(
    () => (reports.length === 1 ? ContainerProbe.safeParse(reports[0]).data : undefined),
    [reports],
  );
  const analysis = useMemo(() => probe && analysisSummary(probe), [probe]);
  return (
    <div className="space-y-4">
      {probe && <ReportTextActions probe={probe} name={names[0] ?? "report"} />}
      {probe && <PrintableReport probe={probe} name={names[0] ?? "report"} />}
      {probe?.delivery_check && <DeliveryChecklist check={probe.delivery_check} />}
      {reports.length === 2 ? (
        <ProbeSummaryCompare reports={reports} names={names} />
      ) : (
        <ProbeSummaryView report={reports[0]} name={names[0] ?? ""} />
      )}
      {analysis && <AnalysisView analysis={analysis} />}
      <ProbeTree reports={reports} names={names} />
    </div>
  );
}
