// How the jobs list tells jobs apart: each input by the file it names, and how long ago a job was sent.
import type { JobView } from "@/lib/jobs/schemas";

/** The file an input URL names (its last path segment), the host for a bare URL, or the upload's id. */
export function inputFileName(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.protocol === "upload:") return `upload ${parsed.hostname.slice(0, 8)}`;
  const last = parsed.pathname.split("/").filter(Boolean).pop();
  if (!last) return parsed.host || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Whether a job has an input whose name, file name or URL contains the text (any case). */
export function jobMatches(job: Pick<JobView, "inputs">, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return Object.entries(job.inputs).some(([name, { url }]) =>
    [name, inputFileName(url), url].some((field) => field.toLowerCase().includes(wanted)),
  );
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
  ["second", 1_000],
];
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "5 minutes ago": the largest unit that fits whole (seconds under a minute). */
export function ageText(createdAt: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(createdAt));
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS.at(-1)!;
  return relative.format(-Math.floor(elapsed / size), unit);
}
