"use client";
// A local file probed in this browser, with the analysis pass and a delivery spec's check when asked for.
import { useState } from "react";
import { SpecField } from "@/components/jobs/spec-field";
import { useSpecText } from "@/components/specs/spec-text";
import { ProbeReport } from "@/components/probe/probe-report";
import type { LoadedReport } from "@/components/probe-tree/load-report";
import { ReportDrop } from "@/components/probe-tree/report-drop";
import { Empty } from "@/components/ui/status";

export function LocalProbe() {
  const [loaded, setLoaded] = useState<{ report: LoadedReport; version: number }>();
  const [analyze, setAnalyze] = useState(false);
  const spec = useSpecText();
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={analyze} onChange={(e) => setAnalyze(e.target.checked)} />
          Analyze the whole file (GOP, captions, SCTE-35, bit rates; loudness needs the server: submit a probe job)
        </label>
        <SpecField spec={spec} submitted={spec.text !== ""} />
      </div>
      <ReportDrop
        label="Media file or probe report"
        request={{ analyze, spec: spec.value }}
        onLoaded={(report) => setLoaded((previous) => report && { report, version: (previous?.version ?? 0) + 1 })}
      />
      {loaded ? (
        <ProbeReport key={loaded.version} reports={[loaded.report.report]} names={[loaded.report.name]} />
      ) : (
        <Empty>No file yet.</Empty>
      )}
    </div>
  );
}
