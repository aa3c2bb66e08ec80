// DTS-UHD (ETSI TS 103 491) variable-length fields, shared by the FTOC and the metadata chunk.
import type { BitReader } from "../../bits/bit-reader";

/**
 * ExtractVarLenBitFields (5.2.3.1): a unary prefix of at most three bits picks one of four widths; the
 * values of the narrower widths come before those of the wider (the "add" form every FTOC field uses).
 */
export function readVarLen(r: BitReader, widths: readonly number[]): number {
  let index = 0;
  while (index < 3 && r.flag()) index++;
  let value = 0;
  for (let i = 0; i < index; i++) value += 2 ** widths[i]!;
  return value + r.u(widths[index]!);
}
