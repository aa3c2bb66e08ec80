import type { BitReader } from "../../bits/bit-reader";

/**
 * escapedValue(nBits1, nBits2, nBits3) of ISO/IEC 23008-3 (Table 19, as USAC's escapedValue, ISO/IEC
 * 23003-3 5.2): a field of nBits1 whose all-ones value announces nBits2 more, whose all-ones value
 * announces nBits3 more, each added to the value.
 */
export function escapedValue(reader: BitReader, nBits1: number, nBits2: number, nBits3: number): number {
  let value = reader.u(nBits1);
  if (value === 2 ** nBits1 - 1) {
    const valueAdd = reader.u(nBits2);
    value += valueAdd;
    if (valueAdd === 2 ** nBits2 - 1) value += reader.u(nBits3);
  }
  return value;
}
