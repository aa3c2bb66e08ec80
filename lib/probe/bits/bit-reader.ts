/**
 * A most-significant-bit-first reader over a byte array, shared by every syntax parser.
 * Reading past the end throws RangeError, which parsers turn into diagnostics.
 */
export class BitReader {
  private bitPos = 0;
  constructor(
    readonly bytes: Uint8Array,
    byteOffset = 0,
  ) {
    this.bitPos = byteOffset * 8;
  }

  get position(): number {
    return this.bitPos;
  }
  get bytePosition(): number {
    return this.bitPos >> 3;
  }
  get bitsLeft(): number {
    return this.bytes.length * 8 - this.bitPos;
  }

  /** Reads an n-bit unsigned integer, n ≤ 53 (the spec's u(n) / bslbf / uimsbf). */
  u(n: number): number {
    if (n > this.bitsLeft) throw new RangeError(`read of ${n} bits past the end`);
    let value = 0;
    for (let remaining = n; remaining > 0; ) {
      const byte = this.bytes[this.bitPos >> 3]!;
      const offsetInByte = this.bitPos & 7;
      const take = Math.min(8 - offsetInByte, remaining);
      const bits = (byte >> (8 - offsetInByte - take)) & ((1 << take) - 1);
      value = value * 2 ** take + bits;
      remaining -= take;
      this.bitPos += take;
    }
    return value;
  }

  flag(): boolean {
    return this.u(1) === 1;
  }

  skip(n: number): void {
    if (n > this.bitsLeft) throw new RangeError(`skip of ${n} bits past the end`);
    this.bitPos += n;
  }

  byteAlign(): void {
    this.bitPos = (this.bitPos + 7) & ~7;
  }

  /** Unsigned Exp-Golomb code, ue(v) of ITU-T H.264/H.265. */
  ue(): number {
    let leadingZeros = 0;
    while (this.u(1) === 0) {
      if (++leadingZeros > 31) throw new RangeError("Exp-Golomb code longer than 32 bits");
    }
    return 2 ** leadingZeros - 1 + this.u(leadingZeros);
  }

  /** Signed Exp-Golomb code, se(v). */
  se(): number {
    const k = this.ue();
    return k % 2 === 1 ? (k + 1) / 2 : -(k / 2);
  }
}
