// A detect job's result (docs/api.md §4.7) per input: the blocks found on a time line of the recording, the
// gaps, and a verdict per code against the reservations it should carry (which slot, which code, where missing).
import type { z } from "zod";
import { cardClass, mutedTextClass } from "@/components/ui/styles";
import type { CodeVerdict, DetectionView, InputDetection, TimelineBlock } from "@/lib/jobs/detection/schema";

type Verdict = z.infer<typeof CodeVerdict>;

const VERDICT_TEXT: Record<Verdict["verdict"], string> = {
  match: "Matches its slot",
  outside_slot: "Outside its slot",
  missing: "Missing",
  unexpected: "Not expected",
  unreserved: "No reservation",
};

/** m:ss.s from seconds into the recording. */
function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${(seconds - minutes * 60).toFixed(1).padStart(4, "0")}`;
}

const spanText = (span: { start: number; end: number }) => `${clock(span.start)}–${clock(span.end)}`;

/** Whether a block carries an expected (or reserved) code with a time inside that reservation's slot. */
function inItsSlot(block: TimelineBlock, verdicts: readonly Verdict[]): boolean {
  const verdict = verdicts.find((v) => v.sid === block.sid && v.csid === block.csid);
  if (!verdict?.slot || verdict.verdict !== "match") return false;
  const time = Date.parse(block.time);
  return time >= Date.parse(verdict.slot.start) && time < Date.parse(verdict.slot.end);
}

export function DetectionResult({ detection }: { detection: z.infer<typeof DetectionView> }) {
  const inputs = Object.entries(detection.inputs);
  if (inputs.length === 0) return null;
  return (
    <>
      {inputs.map(([name, result]) => (
        <InputTimeline key={name} name={name} result={result} />
      ))}
    </>
  );
}

function InputTimeline({ name, result }: { name: string; result: z.infer<typeof InputDetection> }) {
  const percent = (seconds: number) => `${(100 * seconds) / Math.max(result.seconds, 1e-9)}%`;
  const headingId = `timeline-${name}`;
  const good = result.blocks.filter((block) => inItsSlot(block, result.verdicts)).length;
  return (
    <section aria-labelledby={headingId} className={`${cardClass} space-y-4`} data-testid="detection">
      <h2 id={headingId} className="text-lg font-semibold">
        Watermark timeline of {name}
      </h2>
      <p className={mutedTextClass}>
        {result.blocks.length} blocks found in {clock(result.seconds)} of audio, {good} of them in their slot;{" "}
        {result.gaps.length} span(s) without a block ({result.engine}).
      </p>
      <div
        role="img"
        aria-label={`Timeline of ${name}: ${result.blocks.length} blocks, ${good} in their slot, ${result.gaps.length} span(s) without a block`}
        className="relative h-10 w-full overflow-hidden rounded border border-slate-400 bg-slate-50 dark:border-slate-500 dark:bg-slate-800"
      >
        {result.gaps.map((gap) => (
          <span
            key={`gap-${gap.start}`}
            title={`No block ${spanText(gap)}`}
            className="absolute inset-y-0 bg-[repeating-linear-gradient(45deg,#fecaca_0_6px,#fff_6px_12px)] dark:bg-[repeating-linear-gradient(45deg,#7f1d1d_0_6px,#1e293b_6px_12px)]"
            style={{ left: percent(gap.start), width: percent(gap.end - gap.start) }}
          />
        ))}
        {result.blocks.map((block) => (
          <span
            key={`block-${block.start}`}
            title={`${clock(block.start)}: sid ${block.sid}, csid ${block.csid}, ${block.time}`}
            className={`absolute inset-y-1 rounded-sm border border-white dark:border-slate-900 ${inItsSlot(block, result.verdicts) ? "bg-green-600" : "bg-amber-500"}`}
            style={{ left: percent(block.start), width: percent(result.block_seconds) }}
          />
        ))}
      </div>
      <div className={`${mutedTextClass} flex justify-between tabular-nums`} aria-hidden="true">
        {[0, 0.25, 0.5, 0.75, 1].map((fraction) => (
          <span key={fraction}>{clock(fraction * result.seconds)}</span>
        ))}
      </div>
      <ul className={`${mutedTextClass} flex flex-wrap gap-4`} aria-label="Legend">
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 rounded-sm bg-green-600" /> block of the expected code, in its slot
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 rounded-sm bg-amber-500" /> block of another code, or outside its slot
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 bg-[repeating-linear-gradient(45deg,#fecaca_0_6px,#fff_6px_12px)]" /> no
          block
        </li>
      </ul>
      <VerdictTable name={name} verdicts={result.verdicts} />
      <details>
        <summary className="cursor-pointer text-sm font-medium">All {result.blocks.length} blocks</summary>
        <BlockTable blocks={result.blocks} />
      </details>
    </section>
  );
}

function VerdictTable({ name, verdicts }: { name: string; verdicts: readonly Verdict[] }) {
  if (verdicts.length === 0) return <p className="text-sm">No watermark code was found, and none was expected.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium">Verdicts for {name}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            <th scope="col" className="py-1 pr-3">
              Verdict
            </th>
            <th scope="col" className="py-1 pr-3">
              Code (sid / csid)
            </th>
            <th scope="col" className="py-1 pr-3">
              Watermark
            </th>
            <th scope="col" className="py-1 pr-3">
              Reservation slot (UTC)
            </th>
            <th scope="col" className="py-1 pr-3">
              Blocks in slot
            </th>
            <th scope="col" className="py-1">
              Missing in the recording
            </th>
          </tr>
        </thead>
        <tbody>
          {verdicts.map((verdict) => (
            <tr
              key={`${verdict.sid}/${verdict.csid}/${verdict.reservation_id}`}
              data-verdict={verdict.verdict}
              className="border-b border-slate-200 align-top dark:border-slate-800"
            >
              <td className="py-1 pr-3 font-medium">{VERDICT_TEXT[verdict.verdict]}</td>
              <td className="py-1 pr-3 font-mono">
                {verdict.sid} / {verdict.csid}
              </td>
              <td className="py-1 pr-3">{verdict.watermark_name ?? "not registered"}</td>
              <td className="py-1 pr-3 tabular-nums">
                {verdict.slot
                  ? `${verdict.slot.start.slice(0, 19).replace("T", " ")} – ${verdict.slot.end.slice(11, 19)}`
                  : "none"}
              </td>
              <td className="py-1 pr-3 tabular-nums">
                {verdict.blocks_in_slot} of {verdict.blocks}
              </td>
              <td className="py-1 tabular-nums">
                {verdict.missing.length > 0 ? verdict.missing.map(spanText).join(", ") : "nowhere"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BlockTable({ blocks }: { blocks: readonly TimelineBlock[] }) {
  return (
    <table className="mt-2 w-full text-left text-sm tabular-nums">
      <thead>
        <tr>
          <th scope="col" className="pr-3">
            Start
          </th>
          <th scope="col" className="pr-3">
            Broadcast time (UTC)
          </th>
          <th scope="col" className="pr-3">
            sid / csid
          </th>
          <th scope="col" className="pr-3">
            Confidence
          </th>
          <th scope="col">Engine version</th>
        </tr>
      </thead>
      <tbody>
        {blocks.map((block) => (
          <tr key={`${block.version}/${block.start}`}>
            <td className="pr-3">{clock(block.start)}</td>
            <td className="pr-3">{block.time}</td>
            <td className="pr-3 font-mono">
              {block.sid} / {block.csid}
            </td>
            <td className="pr-3">{block.confidence.toFixed(2)}</td>
            <td>{block.version}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
