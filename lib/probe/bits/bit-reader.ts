/**
 * A most-significant-bit-first reader over a byte array, shared by every syntax parser.
 * Reading past the end throws RangeError, which parsers turn into diagnostics.
 */
/** The bits u reads at once: a field that ends within the 4 bytes from its first is one shift of them. */
const WINDOW_BITS = 32;

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
    if (n > this.bytes.length * 8 - this.bitPos) throw new RangeError(`read of ${n} bits past the end`);
    return n + (this.bitPos & 7) <= WINDOW_BITS ? this.fromWindow(n) : this.byPieces(n);
  }

  /**
   * The common case, a field within the 4 bytes from the current one (any field of up to 25 bits, and a
   * byte-aligned 32-bit one): one shift of one 32-bit word. Per-packet and per-box parsers call this for
   * each field, so it is the prober's hot path.
   */
  private fromWindow(n: number): number {
    if (n === 0) return 0;
    const bytes = this.bytes;
    const at = this.bitPos >> 3;
    // Bytes past the end read as 0: the bitsLeft check has made sure none of them is part of the field.
    const word = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const value = (word << (this.bitPos & 7)) >>> (32 - n);
    this.bitPos += n;
    return value;
  }

  /** Longer fields, up to 53 bits, beyond 32-bit arithmetic: a byte (or what is left of it) at a time. */
  private byPieces(n: number): number {
    let value = 0;
    for (let remaining = n; remaining > 0;) {
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

  /** The next n bits, left unread: the standards' nextbits(). */
  nextBits(n: number): number {
    const at = this.bitPos;
    const value = this.u(n);
    this.bitPos = at;
    return value;
  }

  /** A one-bit flag (bslbf(1)). */
  flag(): boolean {
    if (this.bitPos >= this.bytes.length * 8) throw new RangeError("read of 1 bit past the end");
    const bit = (this.bytes[this.bitPos >> 3]! >> (7 - (this.bitPos & 7))) & 1;
    this.bitPos++;
    return bit === 1;
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
