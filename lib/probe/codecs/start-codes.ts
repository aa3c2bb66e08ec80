/**
 * Splits a byte stream at start code prefixes 0x000001 (ISO/IEC 13818-2 5.3, ITU-T H.264/H.265 Annex B).
 * Each unit begins right after a prefix (with the start code value or NAL unit header) and runs to
 * the next prefix; bytes before the first prefix are skipped. Units are views, not copies.
 */
export function* startCodeUnits(bytes: Uint8Array): Generator<Uint8Array> {
  let unitStart = -1;
  for (let i = 0; i + 2 < bytes.length;) {
    // A prefix needs bytes[i+2] === 1 and two zeros before it: step by 3 while bytes[i+2] > 1.
    const third = bytes[i + 2]!;
    if (third > 1) {
      i += 3;
    } else if (third === 1 && bytes[i] === 0 && bytes[i + 1] === 0) {
      if (unitStart >= 0) yield bytes.subarray(unitStart, i);
      unitStart = i + 3;
      i += 3;
    } else {
      i++;
    }
  }
  if (unitStart >= 0 && unitStart < bytes.length) yield bytes.subarray(unitStart);
}
