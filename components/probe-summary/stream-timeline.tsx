// Each stream's start and end drawn against the container's duration, so that a late-starting or short
// stream is seen at a glance; the numbers are in the text as well for screen readers and copying.
import { mutedTextClass } from "@/components/ui/styles";
import type { ProbeSummary } from "@/lib/probe/summary";

const BAR_COLOURS = {
  video: "bg-blue-600 dark:bg-blue-400",
  audio: "bg-emerald-600 dark:bg-emerald-400",
  subtitle: "bg-violet-600 dark:bg-violet-400",
  data: "bg-slate-500 dark:bg-slate-400",
} as const;

export function StreamTimeline({ summary }: { summary: ProbeSummary }) {
  const timed = summary.streams.filter((stream) => stream.end !== undefined);
  if (timed.length === 0) return null;
  const length = Math.max(summary.duration ?? 0, ...timed.map((stream) => stream.end!));
  if (length <= 0) return null;
  const percent = (seconds: number) => `${Math.min(100, Math.max(0, (seconds / length) * 100))}%`;
  return (
    <div data-testid="summary-timeline">
      <h3 className="mb-2 font-semibold">Timeline</h3>
      <ul className="space-y-1">
        {timed.map((stream) => {
          const text = `${stream.start!.toFixed(3)} s → ${stream.end!.toFixed(3)} s${stream.startKnown ? "" : " (start assumed)"}`;
          return (
            <li
              key={stream.key}
              className="grid grid-cols-[6rem_1fr_auto] items-center gap-2 text-sm sm:grid-cols-[7rem_1fr_16rem]"
            >
              <span className="font-medium">{stream.title}</span>
              <span className="relative h-3 rounded bg-slate-200 dark:bg-slate-800" aria-hidden="true">
                <span
                  className={`absolute inset-y-0 rounded ${BAR_COLOURS[stream.kind]}`}
                  style={{ left: percent(stream.start!), width: `calc(${percent(stream.end! - stream.start!)} + 2px)` }}
                />
              </span>
              <span className={`${mutedTextClass} font-mono text-xs`}>{text}</span>
            </li>
          );
        })}
      </ul>
      <p className={`${mutedTextClass} mt-1`}>
        Container duration: {summary.duration !== undefined ? `${summary.duration.toFixed(3)} s` : "unknown"}.
      </p>
    </div>
  );
}
