// Test helper: bytes from (value, width) bit fields written MSB first, as syntax tables list them; the
// last byte is padded with zero bits.
export function bits(fields: readonly [value: number, width: number][]): number[] {
  const out: number[] = [];
  let accumulator = 0;
  let count = 0;
  for (const [value, width] of fields) {
    for (let bit = width - 1; bit >= 0; bit--) {
      accumulator = (accumulator << 1) | (Math.floor(value / 2 ** bit) & 1);
      if (++count === 8) [out[out.length], accumulator, count] = [accumulator, 0, 0];
    }
  }
  if (count > 0) out.push(accumulator << (8 - count));
  return out;
}
