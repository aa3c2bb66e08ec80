// Conversions between the edit rates of tracks and the sample rates of their essence
// (ST 377-1 clause 9.5.8: a track's lengths count edit units of its EditRate).
import type { Rational } from "../../schema";
import { rational } from "../../rational";

/** `units` counted at `from` expressed at `to`, rounded to the nearest unit; undefined past a safe integer. */
export function convertUnits(units: number, from: Rational, to: Rational): number | undefined {
  if (from.numerator <= 0 || from.denominator <= 0 || to.denominator <= 0) return units;
  const converted = Math.round((units * to.numerator * from.denominator) / (to.denominator * from.numerator));
  // A damaged length can say anything: a count past 2^53 is no duration (docs/api.md §2.5 durations are integers).
  return Number.isSafeInteger(converted) && converted >= 0 ? converted : undefined;
}

export function seconds(units: number, rate: Rational): number {
  return rate.numerator > 0 ? (units * rate.denominator) / rate.numerator : 0;
}

/** A rate read from the file, in lowest terms; undefined unless both terms are positive. */
export function validRate(rate: Rational | undefined): Rational | undefined {
  return rate && rate.numerator > 0 && rate.denominator > 0 ? rational(rate.numerator, rate.denominator) : undefined;
}
