// The API's refusals as the dashboard sees them: plain data (server actions pass it to the browser)
// and an Error subclass (React Query and forms throw and catch it).
import { z } from "zod";
import { ProblemBody } from "../http/problem";
import { ConflictingSpan, ReservationBatchResult, SeriesOccurrence } from "../reservations/schemas";
import { ScheduleImportView } from "../schedules/schemas";

export interface ProblemInfo {
  status: number;
  code: string;
  detail: string;
  errors: { path: string; message: string }[];
  /** The spans that refused a reservation (409 slot_unavailable). */
  conflicts: z.infer<typeof ConflictingSpan>[];
  /** Each span's outcome when a batch in mode "all" was refused (409 slot_unavailable). */
  results?: ReservationBatchResult["results"];
  /** Each occurrence's outcome when a series in mode "all" was refused (409 slot_unavailable). */
  occurrences?: SeriesOccurrence[];
  /** Each event's row when a schedule import in mode "all" was refused (409 schedule_refused). */
  rows?: ScheduleImportView["rows"];
}

export class ApiProblem extends Error {
  constructor(readonly info: ProblemInfo) {
    super(info.detail);
    this.name = "ApiProblem";
  }
  get status() {
    return this.info.status;
  }
  get code() {
    return this.info.code;
  }
}

export function problem(status: number, code: string, detail: string): ApiProblem {
  return new ApiProblem({ status, code, detail, errors: [], conflicts: [] });
}

/** A problem+json body (or anything else an error response carried) → ProblemInfo. */
export function problemFromBody(status: number, body: unknown): ProblemInfo {
  const parsed = ProblemBody.safeParse(body);
  if (!parsed.success) {
    return {
      status,
      code: "unexpected_response",
      detail: `the service answered ${status} without a problem description`,
      errors: [],
      conflicts: [],
    };
  }
  const conflicts = z.array(ConflictingSpan).safeParse(parsed.data.conflicts);
  const results = ReservationBatchResult.shape.results.safeParse(parsed.data.results);
  const occurrences = z.array(SeriesOccurrence).safeParse(parsed.data.occurrences);
  const rows = ScheduleImportView.shape.rows.safeParse(parsed.data.rows);
  return {
    status,
    code: parsed.data.code,
    detail: parsed.data.detail,
    errors: parsed.data.errors ?? [],
    conflicts: conflicts.success ? conflicts.data : [],
    ...(results.success ? { results: results.data } : {}),
    ...(occurrences.success ? { occurrences: occurrences.data } : {}),
    ...(rows.success ? { rows: rows.data } : {}),
  };
}

/** What a server action returns: its data, or the problem that refused it. */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; problem: ProblemInfo };

export async function settle<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    if (error instanceof ApiProblem) return { ok: false, problem: error.info };
    throw error;
  }
}

/** The data of a settled action, or its problem thrown (for React Query's error state). */
export function unwrap<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new ApiProblem(result.problem);
  return result.data;
}
