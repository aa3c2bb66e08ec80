// A job's report as the compare page's address names it (`?first=<factory>/<job>/inputs/<name>`), so that a
// comparison of two jobs' reports can be linked to and reloaded.
import { HEX32 } from "@/lib/ids/random-hex";
import { NAME_PATTERN } from "@/lib/jobs/names";

export interface ReportAddress {
  factoryId: string;
  jobId: string;
  kind: "inputs" | "outputs";
  name: string;
}

export const reportAddress = (ref: ReportAddress) => `${ref.factoryId}/${ref.jobId}/${ref.kind}/${ref.name}`;

/** The report an address names, or undefined for anything else. */
export function parseReportAddress(text: string | undefined): ReportAddress | undefined {
  const [factoryId, jobId, kind, name, ...rest] = (text ?? "").split("/");
  if (rest.length > 0 || !factoryId || !jobId || !name) return undefined;
  if (!HEX32.test(factoryId) || !HEX32.test(jobId) || !NAME_PATTERN.test(name)) return undefined;
  if (kind !== "inputs" && kind !== "outputs") return undefined;
  return { factoryId, jobId, kind, name };
}

/** The compare page comparing `first` with `second` (or asking for the second). */
export function compareHref(first: ReportAddress, second?: ReportAddress): string {
  const query = new URLSearchParams({ first: reportAddress(first) });
  if (second) query.set("second", reportAddress(second));
  return `/probe/compare?${query}`;
}
