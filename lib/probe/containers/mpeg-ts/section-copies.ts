// Copies of a PSI section that all fail their CRC_32 (off-air captures with bit errors): each copy's errors
// fall on other bits, so the byte-wise majority over three or more copies is the section as sent, which
// its CRC_32 then verifies (ISO/IEC 13818-1 2.4.4.9, Annex A). Without a verified majority, the best copy
// still describes the service, with a diagnostic: a program is never lost to bit errors alone.
import { crc32Mpeg } from "./crc32";

/** Copies kept per PID: a PMT repeats every 0.1–0.5 s, so a head holds a few; more add little. */
const MAX_COPIES = 15;

/** The failing copies of one PID's section, grouped by length (a copy whose length field is hit stands apart). */
export class DamagedSectionCopies {
  private readonly copies = new Map<number, Uint8Array[]>();

  /** Keeps a failing copy; returns the section when the majority over the copies of its length verifies. */
  add(section: Uint8Array): Uint8Array | undefined {
    const sameLength = this.copies.get(section.length) ?? [];
    if (sameLength.length >= MAX_COPIES) return undefined;
    sameLength.push(section.slice());
    this.copies.set(section.length, sameLength);
    if (sameLength.length < 3) return undefined;
    const majority = byteWiseMajority(sameLength);
    return crc32Mpeg(majority) === 0 ? majority : undefined;
  }

  /** The most likely section: the majority over the most numerous copies of one length (the first copy of two). */
  best(): { section: Uint8Array; copies: number } | undefined {
    let group: Uint8Array[] | undefined;
    for (const copies of this.copies.values()) if (!group || copies.length > group.length) group = copies;
    return group && { section: byteWiseMajority(group), copies: this.count };
  }

  get count(): number {
    let count = 0;
    for (const copies of this.copies.values()) count += copies.length;
    return count;
  }
}

/** Each byte the value most copies hold there (ties: the earliest copy's). */
function byteWiseMajority(copies: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(copies[0]!.length);
  const votes = new Map<number, number>();
  for (let i = 0; i < result.length; i++) {
    votes.clear();
    let winner = copies[0]![i]!;
    for (const copy of copies) {
      const value = copy[i]!;
      const count = (votes.get(value) ?? 0) + 1;
      votes.set(value, count);
      if (count > votes.get(winner)!) winner = value;
    }
    result[i] = winner;
  }
  return result;
}
