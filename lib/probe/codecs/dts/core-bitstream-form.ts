// The four forms a DTS core bitstream is stored in (ETSI TS 102 114 5.3.1 and Annex D: 16-bit words
// big- or little-endian, and the 14-bit forms of CD and DTS-in-WAV audio, 14 data bits per 16-bit word).

const SYNC = [0x7f, 0xfe, 0x80, 0x01];
const SYNC_LE = [0xfe, 0x7f, 0x01, 0x80];
const SYNC_14_BE = [0x1f, 0xff, 0xe8, 0x00];
const SYNC_14_LE = [0xff, 0x1f, 0x00, 0xe8];

const at = (bytes: Uint8Array, offset: number, word: readonly number[]) =>
  word.every((b, i) => bytes[offset + i] === b);

/** `length` bytes of the stream from `offset` in the 16-bit big-endian form; undefined where no sync word is. */
export function toBigEndian16(
  bytes: Uint8Array,
  offset: number,
  length: number,
): { bytes: Uint8Array; fourteenBit: boolean } | undefined {
  if (at(bytes, offset, SYNC))
    return offset + length <= bytes.length
      ? { bytes: bytes.subarray(offset, offset + length), fourteenBit: false }
      : undefined;
  const littleEndian = at(bytes, offset, SYNC_LE) || at(bytes, offset, SYNC_14_LE);
  const fourteenBit = at(bytes, offset, SYNC_14_BE) || at(bytes, offset, SYNC_14_LE);
  if (!littleEndian && !fourteenBit) return undefined;
  // 16-bit words in stored order, each giving 16 or 14 bits.
  const wordBits = fourteenBit ? 14 : 16;
  const words = Math.ceil((length * 8) / wordBits);
  if (offset + words * 2 > bytes.length) return undefined;
  const out = new Uint8Array(length);
  let accumulator = 0;
  let held = 0;
  let written = 0;
  for (let i = 0; i < words && written < length; i++) {
    const hi = bytes[offset + 2 * i + (littleEndian ? 1 : 0)]!;
    const lo = bytes[offset + 2 * i + (littleEndian ? 0 : 1)]!;
    accumulator = ((accumulator << wordBits) | (((hi << 8) | lo) & ((1 << wordBits) - 1))) & 0xffffff;
    held += wordBits;
    while (held >= 8 && written < length) {
      held -= 8;
      out[written++] = (accumulator >> held) & 0xff;
    }
  }
  return { bytes: out, fourteenBit };
}
