"use client";
// The summary above the tree viewer: warnings first (an alert), the container line and start timecode, a
// table of streams, a Broadcast Wave's bext and iXML, a package's structure and files, the PSI map of a
// transport stream and the timeline of the streams against the container's duration.
import { useMemo } from "react";
import { cardClass, mutedTextClass } from "@/components/ui/styles";
import { programTitle, type Fact, type ProbeSummary } from "@/lib/probe/summary";
import { summaryOf } from "./summary-of";
import { StreamTimeline } from "./stream-timeline";

export function ProbeSummaryView({ report, name }: { report: unknown; name: string }) {
  const summary = useMemo(() => summaryOf(report), [report]);
  if (!summary) return null;
  return (
    <section aria-labelledby="probe-summary-heading" className={`${cardClass} space-y-4`} data-testid="probe-summary">
      <h2 id="probe-summary-heading" className="text-lg font-semibold">
        Summary <span className={`${mutedTextClass} font-normal`}>{name}</span>
      </h2>
      <Warnings warnings={summary.warnings} />
      <p data-testid="summary-container" className="font-medium">
        {summary.container}
      </p>
      {summary.facts.length > 0 && <Facts facts={summary.facts} label="File" />}
      <StreamTable summary={summary} />
      {summary.bwf && (
        <div data-testid="summary-bwf">
          <h3 className="mb-2 font-semibold">Broadcast Wave (bext, iXML)</h3>
          <Facts facts={summary.bwf} label="Broadcast Wave metadata" />
        </div>
      )}
      {summary.package && <PackageView summary={summary} />}
      {summary.programs && summary.programs.length > 0 && <PsiMap summary={summary} />}
      <StreamTimeline summary={summary} />
    </section>
  );
}

export function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">
        {warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`} about this file
      </p>
      {/* A long list scrolls; focusable so that the keyboard can scroll it too. */}
      <ul className="mt-1 max-h-40 list-disc overflow-auto pl-5" tabIndex={0} aria-label="Warnings">
        {warnings.map((warning, i) => (
          <li key={i}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

/** Label and value pairs, MediaInfo's `name : value` lines. */
function Facts({ facts, label }: { facts: readonly Fact[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium">{fact.label}</dt>
          <dd className="break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StreamTable({ summary }: { summary: ProbeSummary }) {
  if (summary.streams.length === 0) return <p className={mutedTextClass}>No streams.</p>;
  return (
    <table className="w-full text-left text-sm" data-testid="summary-streams">
      <caption className="sr-only">Streams</caption>
      <thead className="border-b border-slate-300 dark:border-slate-700">
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Stream
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            ID
          </th>
          <th scope="col" className="py-1 font-semibold">
            Details
          </th>
        </tr>
      </thead>
      <tbody>
        {summary.streams.map((stream) => (
          <tr
            key={stream.key}
            data-stream={stream.key}
            className="border-b border-slate-200 align-top last:border-0 dark:border-slate-800"
          >
            <th scope="row" className="whitespace-nowrap py-1 pr-3 font-medium">
              {stream.title}
            </th>
            <td className="whitespace-nowrap py-1 pr-3 font-mono text-xs">{stream.id ?? "—"}</td>
            <td className="py-1">{stream.fields.join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PackageView({ summary }: { summary: ProbeSummary }) {
  const { facts, files } = summary.package!;
  return (
    <div data-testid="package-structure">
      <h3 className="mb-2 font-semibold">Package</h3>
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <h4 className="text-sm font-semibold">Files ({files.length})</h4>
      <ul className="list-disc pl-5 font-mono text-xs" aria-label="Package files">
        {files.map((file) => (
          <li key={file} className="break-all">
            {file}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PsiMap({ summary }: { summary: ProbeSummary }) {
  const byKey = new Map(summary.streams.map((stream) => [stream.key, stream]));
  return (
    <div data-testid="psi-map">
      <h3 className="mb-2 font-semibold">PSI map: programs → PIDs → streams</h3>
      <ul className="space-y-2">
        {summary.programs!.map((program) => (
          <li key={program.number} className="rounded-md border border-slate-300 p-2 dark:border-slate-700">
            <p className="text-sm font-medium">{programTitle(program)}</p>
            {program.streams.length > 0 ? (
              <ul className="mt-1 space-y-1 border-l-2 border-blue-600 pl-3 dark:border-blue-400">
                {program.streams.map((key) => {
                  const stream = byKey.get(key)!;
                  return (
                    <li key={key} className="flex flex-wrap gap-x-2 text-sm">
                      <span className="font-mono text-xs leading-5">{stream.id}</span>
                      <span aria-hidden="true">→</span>
                      <span>
                        <span className="font-medium">{stream.title}</span> {stream.fields[0]}
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className={`${mutedTextClass} pl-3`}>No streams read (no PMT in the probed bytes).</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
