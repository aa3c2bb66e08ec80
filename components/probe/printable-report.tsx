"use client";
// The report as a printed page ("Print / Save as PDF"): the delivery check, the summary, the analysis and the
// streams, black on white, without the dashboard around it. It is rendered beside the page, hidden on screen;
// printable-report.css shows it alone when printing, so the browser's own print-to-PDF makes the PDF.
import { useMemo } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "@/components/ui/use-hydrated";
import { verdictLine } from "@/lib/probe/delivery-spec/checklist-text";
import type { ContainerProbe } from "@/lib/probe/schema";
import { analysisSummary, programTitle, summarize, type Fact } from "@/lib/probe/summary";
import "./printable-report.css";

const STATUS = { pass: "PASS", fail: "FAIL", not_measured: "NOT MEASURED" } as const;

export function PrintableReport({ probe, name }: { probe: ContainerProbe; name: string }) {
  const hydrated = useHydrated();
  const summary = useMemo(() => summarize(probe), [probe]);
  const analysis = useMemo(() => analysisSummary(probe), [probe]);
  if (!hydrated) return null;
  const titleOf = (key: string) => summary.streams.find((stream) => stream.key === key)?.title ?? key;
  const check = probe.delivery_check;
  return createPortal(
    <article className="printable-report" data-testid="printable-report">
      <h1>Probe report: {name}</h1>
      {check && (
        <section>
          <h2>Delivery check: {check.spec}</h2>
          <p className="verdict">{verdictLine(name, check)}</p>
          <table>
            <thead>
              <tr>
                <th>Result</th>
                <th>Rule</th>
                <th>Expected</th>
                <th>Measured</th>
                <th>Field</th>
              </tr>
            </thead>
            <tbody>
              {check.rules.map((rule, index) => (
                <tr key={index}>
                  <td className={rule.status === "pass" ? "" : "attention"}>{STATUS[rule.status]}</td>
                  <td className="code">{rule.rule}</td>
                  <td>{rule.expected}</td>
                  <td>{rule.measured}</td>
                  <td className="code">{rule.field}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section>
        <h2>Summary</h2>
        {summary.warnings.length > 0 && (
          <ul className="warnings">
            {summary.warnings.map((warning, i) => (
              <li key={i}>Warning: {warning}</li>
            ))}
          </ul>
        )}
        <PrintedFacts facts={[{ label: "Container", value: summary.container }, ...summary.facts]} />
        {summary.bwf && (
          <>
            <h3>Broadcast Wave (bext, iXML)</h3>
            <PrintedFacts facts={summary.bwf} />
          </>
        )}
        {summary.package && (
          <>
            <h3>Package</h3>
            <ul>
              {summary.package.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </>
        )}
        {summary.programs && summary.programs.length > 0 && (
          <>
            <h3>Programs</h3>
            <ul>
              {summary.programs.map((program) => (
                <li key={program.number}>
                  {programTitle(program)}: {program.streams.map(titleOf).join(", ") || "no streams read"}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {analysis && (
        <section>
          <h2>Analysis</h2>
          {analysis.streams.map((stream) => (
            <div key={stream.key} className="keep">
              <h3>{stream.title}</h3>
              <ul>
                {stream.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
          {analysis.cues.length > 0 && (
            <table>
              <caption>SCTE-35 cues</caption>
              <thead>
                <tr>
                  <th>Time</th>
                  <th>Program</th>
                  <th>Command</th>
                  <th>Event</th>
                  <th>Detail</th>
                </tr>
              </thead>
              <tbody>
                {analysis.cues.map((cue, i) => (
                  <tr key={i}>
                    <td className="code">{cue.time}</td>
                    <td>{cue.program ?? "—"}</td>
                    <td>{cue.command}</td>
                    <td>{cue.eventId ?? "—"}</td>
                    <td>{cue.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {analysis.notAnalysed.length > 0 && (
            <p>
              Not measured: <span>{analysis.notAnalysed.join("; ")}</span>
            </p>
          )}
        </section>
      )}
      <section>
        <h2>Streams</h2>
        <table>
          <thead>
            <tr>
              <th>Stream</th>
              <th>ID</th>
              <th>Details</th>
            </tr>
          </thead>
          <tbody>
            {summary.streams.map((stream) => (
              <tr key={stream.key}>
                <td className="nowrap">{stream.title}</td>
                <td className="code nowrap">{stream.id ?? "—"}</td>
                <td>{stream.fields.join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>,
    document.body,
  );
}

function PrintedFacts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl>
      {facts.map((fact, i) => (
        <div key={i}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
