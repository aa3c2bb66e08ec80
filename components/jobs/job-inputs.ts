// How the jobs list tells jobs apart: by name, each input by the file it names, and how long ago a job was sent.
import type { JobView } from "@/lib/jobs/schemas";

type InputView = JobView["inputs"][string];

/**
 * The file an input names: an upload's file name as uploaded, else the URL's last path segment, the host
 * for a bare URL, or the upload's id when its file name is unknown.
 */
export function inputFileName({ url, file_name }: Pick<InputView, "url" | "file_name">): string {
  if (file_name) return file_name;
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

/** Whether the job's name, or one of its inputs' names, file names or URLs, contains the text (any case). */
export function jobMatches(job: Pick<JobView, "name" | "inputs">, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  const fields = [
    job.name ?? "",
    ...Object.entries(job.inputs).flatMap(([name, input]) => [name, inputFileName(input), input.url]),
  ];
  return fields.some((field) => field.toLowerCase().includes(wanted));
}

/** A job as a QA engineer names it: its name, else the start of its id. */
export const jobTitle = (job: Pick<JobView, "id" | "name">) => job.name ?? `${job.id.slice(0, 8)}…`;

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
