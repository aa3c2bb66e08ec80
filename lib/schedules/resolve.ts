// The mapping rule from an event of an imported file to a watermark (README, "Schedule imports"):
// 1. watermark_id: that watermark;
// 2. sid + csid: the watermarks of that code;
// 3. house number: the watermarks with that house_number; when none has it, or the event has none, its
//    name (case-insensitive);
// 4. among several, Linear watermarks are preferred, and a channel narrows them to those whose csid (or
//    decimal sid) it names; what remains must be one code (sid, csid), and its oldest watermark is used
//    (reservations are per code, so every watermark of the code books the same slots). Several codes
//    left is ambiguous and the event is invalid.
import type { WatermarkRef } from "./event";
import { codeKey, csidValue, type Candidate } from "./watermark-lookup";

export type Resolution = { watermark: Candidate } | { unknown: true } | { ambiguous: string };

export class WatermarkIndex {
  private readonly byId = new Map<string, Candidate>();
  private readonly byCode = new Map<string, Candidate[]>();
  private readonly byHouseNumber = new Map<string, Candidate[]>();
  private readonly byName = new Map<string, Candidate[]>();

  /** `candidates` oldest first, as candidatesFor reads them. */
  constructor(candidates: Candidate[]) {
    for (const candidate of candidates) {
      this.byId.set(candidate.id, candidate);
      push(this.byCode, codeKey(candidate.sid, candidate.csidValue), candidate);
      if (candidate.houseNumber) push(this.byHouseNumber, candidate.houseNumber, candidate);
      push(this.byName, candidate.name.toLowerCase(), candidate);
    }
  }

  resolve(ref: WatermarkRef): Resolution {
    if (ref.watermarkId) return found(this.byId.get(ref.watermarkId));
    if (ref.sid !== undefined && ref.csid) return found(this.byCode.get(codeKey(ref.sid, csidValue(ref.csid)))?.[0]);
    const byHouseNumber = ref.houseNumber ? this.byHouseNumber.get(ref.houseNumber) : undefined;
    const matches = byHouseNumber ?? (ref.name ? this.byName.get(ref.name.toLowerCase()) : undefined);
    if (!matches) return { unknown: true };
    const linear = matches.filter((candidate) => candidate.type === "Linear");
    const preferred = linear.length > 0 ? linear : matches;
    const channel = ref.channel?.toLowerCase();
    const onChannel = preferred.filter(
      (candidate) => candidate.csid.toLowerCase() === channel || String(candidate.sid) === channel,
    );
    const left = onChannel.length > 0 ? onChannel : preferred;
    const codes = new Set(left.map((candidate) => `sid ${candidate.sid} csid ${candidate.csid}`));
    if (codes.size > 1) {
      const what = byHouseNumber ? `house number ${ref.houseNumber}` : `the name "${ref.name}"`;
      return {
        ambiguous: `${what} is on ${codes.size} codes (${[...codes].join(", ")}): name the channel (csid) or the code`,
      };
    }
    return { watermark: left[0]! };
  }
}

function push<K>(map: Map<K, Candidate[]>, key: K, candidate: Candidate) {
  const list = map.get(key);
  if (list) list.push(candidate);
  else map.set(key, [candidate]);
}

const found = (candidate: Candidate | undefined): Resolution =>
  candidate ? { watermark: candidate } : { unknown: true };
