import type { Rational } from "./schema";

function greatestCommonDivisor(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** A fraction in lowest terms; integers only, the denominator positive. */
export function rational(numerator: number, denominator: number): Rational {
  const divisor = greatestCommonDivisor(numerator, denominator) || 1;
  const sign = denominator < 0 ? -1 : 1;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

/** A duration in seconds as a whole count of 1/rate units (frames, or samples): docs/api.md §2.5 stream `duration`. */
function unitsOf(seconds: number, rate: Rational): number {
  return Math.round((seconds * rate.numerator) / rate.denominator);
}

/** A stream `duration` of docs/api.md §2.5 when both are known and the count is a safe integer (a damaged header can say anything). */
export function durationUnits(seconds: number | undefined, rate: Rational | undefined): number | undefined {
  if (seconds === undefined || !rate) return undefined;
  const units = unitsOf(seconds, rate);
  return Number.isSafeInteger(units) && units >= 0 ? units : undefined;
}
