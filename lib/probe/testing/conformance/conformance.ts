// The agreement of our fields with ffprobe's and MediaInfo's, and which disagreements the reasons table explains.
import { compareFixture, ffprobePacketSpan, same, type FieldRow } from "./node-compare";
import type { ConformanceFixture } from "./conformance-fixtures";
import { KNOWN_GAPS_ACCEPTED, REASONS, type Reason } from "./reasons";

export type Reference = "ffprobe" | "mediainfo";

export interface JudgedRow extends FieldRow {
  /** Both references give the field and say the same. */
  referencesAgree: boolean;
  /** References we disagree with (only where they give the field). */
  disagreesWith: Reference[];
  /** The reasons covering this row's disagreements. */
  reasons: Reason[];
}

function covers(reason: Reason, row: FieldRow, reference: Reason["reference"]): boolean {
  return (
    reason.file === row.file &&
    reason.field === row.field &&
    reason.reference === reference &&
    (reason.stream ?? row.stream) === row.stream
  );
}

export function judge(row: FieldRow): JudgedRow {
  const referencesAgree = row.ffprobe !== undefined && same(row.field, row.ffprobe, row.mediainfo);
  const disagreesWith = (["ffprobe", "mediainfo"] as const).filter(
    (r) => row[r] !== undefined && !same(row.field, row.ours, row[r]),
  );
  const wanted: Reason["reference"][] = referencesAgree && disagreesWith.length > 0 ? ["both"] : disagreesWith;
  const reasons = REASONS.filter((reason) => wanted.some((reference) => covers(reason, row, reference)));
  return { ...row, referencesAgree, disagreesWith, reasons };
}

export async function judgeFixtures(fixtures: readonly ConformanceFixture[], root?: string): Promise<JudgedRow[]> {
  const rows = await Promise.all(fixtures.map((fixture) => compareFixture(fixture, root)));
  return rows.flat().map(judge);
}

/** Per cent of the fields where both references agree on which we agree too. */
export function agreement(rows: readonly JudgedRow[]): number {
  const decided = rows.filter((r) => r.referencesAgree);
  if (decided.length === 0) return 100;
  return (100 * decided.filter((r) => r.disagreesWith.length === 0).length) / decided.length;
}

/** Disagreements that no reason explains. */
export function unexplained(rows: readonly JudgedRow[]): JudgedRow[] {
  return rows.filter((r) => {
    if (r.disagreesWith.length === 0) return false;
    if (r.referencesAgree) return !r.reasons.some((reason) => reason.reference === "both");
    return r.disagreesWith.some((reference) => !r.reasons.some((reason) => reason.reference === reference));
  });
}

/** Reasons that match no current disagreement (fixed since, or mistyped). */
export function staleReasons(rows: readonly JudgedRow[]): Reason[] {
  return REASONS.filter((reason) => !rows.some((row) => row.reasons.includes(reason)));
}

/**
 * Where both references agree and we do not, what is wrong with the excuse, if anything: it must say
 * "references are wrong" with evidence that shows our value (ffprobe's own packet list), or be one of
 * the known gaps accepted. Empty when every such disagreement is justified.
 */
export function unjustifiedBothAgree(rows: readonly JudgedRow[]): string[] {
  const problems: string[] = [];
  for (const row of rows.filter((r) => r.referencesAgree && r.disagreesWith.length > 0)) {
    const where = `${row.file} ${row.stream} ${row.field}`;
    for (const reason of row.reasons) {
      if (reason.reference !== "both") continue;
      if (reason.verdict === "known gap") {
        if (!KNOWN_GAPS_ACCEPTED.includes(`${row.file} ${row.field}`))
          problems.push(`${where}: a known gap not accepted`);
        continue;
      }
      const span = ffprobePacketSpan(reason.evidence.ffprobePackets);
      if (!same(row.field, row.ours, span)) {
        problems.push(`${where}: ours ${String(row.ours)} is not what the evidence shows (${span.toFixed(3)} s)`);
      }
    }
  }
  return problems;
}
