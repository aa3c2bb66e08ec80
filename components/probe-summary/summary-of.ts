// A report shown in the viewer may be any JSON (a saved file); only a container probe object has a summary.
import { ContainerProbe } from "@/lib/probe/schema";
import { summarize, type ProbeSummary } from "@/lib/probe/summary";

export function summaryOf(report: unknown): ProbeSummary | undefined {
  const parsed = ContainerProbe.safeParse(report);
  return parsed.success ? summarize(parsed.data) : undefined;
}
