"use client";
// The report's exports (lib/probe/README.md, "The analysis pass"): "Copy as text" and "Download text report", the
// MediaInfo-style text of a report (the delivery check, the summary, the analysis) for a QA engineer to paste
// into a ticket or hand on; the JSON; and "Print / Save as PDF", the browser's print of printable-report.tsx.
import { useState } from "react";
import { downloadJson } from "@/components/probe-tree/tree-toolbar";
import { secondaryButtonClass } from "@/components/ui/styles";
import type { ContainerProbe } from "@/lib/probe/schema";
import { reportText } from "@/lib/probe/summary";

export function ReportTextActions({ probe, name }: { probe: ContainerProbe; name: string }) {
  const [copied, setCopied] = useState<string>();
  const text = () => reportText(name, probe);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setCopied("Copied the report as text.");
    } catch {
      setCopied("The browser refused the clipboard: use Download text report.");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${name.replace(/[^\w.-]+/g, "_") || "report"}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div role="group" aria-label="Export the report" className="flex flex-wrap items-center gap-2">
      <button type="button" className={secondaryButtonClass} onClick={() => void copy()}>
        Copy as text
      </button>
      <button type="button" className={secondaryButtonClass} onClick={download}>
        Download text report
      </button>
      <button type="button" className={secondaryButtonClass} onClick={() => downloadJson(probe, name)}>
        Download JSON
      </button>
      <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
        Print / Save as PDF
      </button>
      <span role="status" className="text-sm">
        {copied}
      </span>
    </div>
  );
}
