// The analysis pass's results below the summary (lib/probe/README.md, "The analysis pass"): per stream GOP, captions, loudness and
// measured bit rate; the SCTE-35 cues on the container's timeline and the breaks they make; what was not measured.
import { cardClass, mutedTextClass } from "@/components/ui/styles";
import type { AnalysisSummary } from "@/lib/probe/summary";

const cellClass = "py-1 pr-3";

export function AnalysisView({ analysis }: { analysis: AnalysisSummary }) {
  return (
    <section aria-labelledby="analysis-heading" className={`${cardClass} space-y-4`} data-testid="analysis">
      <h2 id="analysis-heading" className="text-lg font-semibold">
        Analysis
      </h2>
      {analysis.streams.length === 0 && <p className={mutedTextClass}>No stream measurements.</p>}
      <dl className="space-y-2 text-sm">
        {analysis.streams.map((stream) => (
          <div key={stream.key} data-stream={stream.key}>
            <dt className="font-medium">{stream.title}</dt>
            {stream.lines.map((line) => (
              <dd key={line} className="pl-4">
                {line}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      {analysis.cues.length > 0 && <CueTable cues={analysis.cues} />}
      {analysis.breaks.length > 0 && <BreakTable breaks={analysis.breaks} />}
      {analysis.notAnalysed.length > 0 && (
        <div>
          <h3 className="font-semibold">Not measured</h3>
          <ul className={`${mutedTextClass} list-disc pl-5`}>
            {analysis.notAnalysed.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function CueTable({ cues }: { cues: AnalysisSummary["cues"] }) {
  return (
    <table className="w-full text-left text-sm" data-testid="scte35-cues">
      <caption className="mb-1 text-left font-semibold">SCTE-35 cues</caption>
      <thead className="border-b border-slate-300 dark:border-slate-700">
        <tr>
          {["Time", "Program", "Command", "Event id", "Detail"].map((heading) => (
            <th key={heading} scope="col" className={`${cellClass} font-semibold`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cues.map((cue, index) => (
          <tr key={index} className="border-b border-slate-200 last:border-0 dark:border-slate-800">
            <td className={`${cellClass} font-mono text-xs`}>{cue.time}</td>
            <td className={cellClass}>{cue.program ?? "—"}</td>
            <td className={cellClass}>{cue.command}</td>
            <td className={cellClass}>{cue.eventId ?? "—"}</td>
            <td className={cellClass}>{cue.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BreakTable({ breaks }: { breaks: AnalysisSummary["breaks"] }) {
  return (
    <table className="w-full text-left text-sm" data-testid="scte35-breaks">
      <caption className="mb-1 text-left font-semibold">Breaks (out and in matched)</caption>
      <thead className="border-b border-slate-300 dark:border-slate-700">
        <tr>
          {["Event id", "Out", "In", "Duration", "Matched"].map((heading) => (
            <th key={heading} scope="col" className={`${cellClass} font-semibold`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {breaks.map((b, index) => (
          <tr key={index} className="border-b border-slate-200 last:border-0 dark:border-slate-800">
            <td className={cellClass}>{b.eventId}</td>
            <td className={`${cellClass} font-mono text-xs`}>{b.out}</td>
            <td className={`${cellClass} font-mono text-xs`}>{b.in}</td>
            <td className={cellClass}>{b.duration}</td>
            <td className={cellClass}>{b.matched ? "yes" : "no"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
