"use client";
import { useState } from "react";
import { ProbeReport } from "@/components/probe/probe-report";
import type { LoadedReport } from "@/components/probe-tree/load-report";
import { ReportDrop } from "@/components/probe-tree/report-drop";
import { Empty } from "@/components/ui/status";

export function CompareReports() {
  const [first, setFirst] = useState<LoadedReport>();
  const [second, setSecond] = useState<LoadedReport>();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <ReportDrop label="First report" onLoaded={setFirst} />
        <ReportDrop label="Second report" onLoaded={setSecond} />
      </div>
      {first && second ? (
        <ProbeReport
          key={`${first.name}|${second.name}`}
          reports={[first.report, second.report]}
          names={[first.name, second.name]}
        />
      ) : (
        <Empty>Choose two files: media (probed here) or saved probe reports.</Empty>
      )}
    </div>
  );
}
