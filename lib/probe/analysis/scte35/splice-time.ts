// splice_time() of ANSI/SCTE 35 9.8.1: time_specified_flag, then a 33-bit pts_time in 90 kHz ticks.
import type { BitReader } from "../../bits/bit-reader";

export function readSpliceTime(reader: BitReader): number | undefined {
  if (!reader.flag()) {
    reader.skip(7);
    return undefined;
  }
  reader.skip(6);
  return reader.u(33);
}
