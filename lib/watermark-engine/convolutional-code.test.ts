import { describe, expect, it } from "vitest";
import { TAIL_BITS, decode, encode } from "./convolutional-code";

const octalBits = (octal: number) => octal.toString(2).split("").map(Number);

describe("the K=7 rate-1/2 convolutional code (171, 133 octal)", () => {
  it("has the generators as its impulse response", () => {
    const coded = encode([1]);
    expect(coded).toHaveLength(2 * (1 + TAIL_BITS));
    expect(coded.filter((_, index) => index % 2 === 0)).toEqual(octalBits(0o171));
    expect(coded.filter((_, index) => index % 2 === 1)).toEqual(octalBits(0o133));
  });

  it("corrects four scattered hard errors (free distance 10)", () => {
    const message = Array.from({ length: 84 }, (_, index) => ((index * 7 + (index >> 2)) % 3 === 0 ? 1 : 0));
    const received = encode(message).map((bit) => (bit ? 1 : -1));
    for (const at of [3, 50, 101, 160]) received[at]! *= -1;
    expect(decode(received)).toEqual(message);
  });

  it("uses soft confidences: a strong bit outvotes weak wrong ones", () => {
    const message = [1, 0, 1, 1, 0, 0, 1, 0];
    const soft: number[] = encode(message).map((bit) => (bit ? 1 : -1));
    // Flip six weak values in a row (beyond hard-decision correction), keep the rest confident.
    for (let at = 4; at < 10; at++) soft[at] = -0.1 * soft[at]!;
    expect(decode(soft)).toEqual(message);
  });
});
