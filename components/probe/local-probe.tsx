"use client";
import { useState } from "react";
import { ProbeReport } from "@/components/probe/probe-report";
import type { LoadedReport } from "@/components/probe-tree/load-report";
import { ReportDrop } from "@/components/probe-tree/report-drop";
import { Empty } from "@/components/ui/status";

export function LocalProbe() {
  const [loaded, setLoaded] = useState<{ report: LoadedReport; version: number }>();
  return (
    <div className="space-y-4">
      <ReportDrop label="Media file or probe report" onLoaded={(report) => setLoaded((previous) => ({ report, version: (previous?.version ?? 0) + 1 }))} />
      {loaded ? (
        <ProbeReport key={loaded.version} reports={[loaded.report.report]} names={[loaded.report.name]} />
      ) : (
        <Empty>No file yet.</Empty>
      )}
    </div>
  );
}
