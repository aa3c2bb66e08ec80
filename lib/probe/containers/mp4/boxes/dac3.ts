// ETSI TS 102 366 F.4 AC3SpecificBox 'dac3': the AC-3 stream's BSI fields, so that the sample entry
// needs no bitstream.
import { BitReader } from "../../../bits/bit-reader";

export interface AC3SpecificBox {
  fscod: number;
  bsid: number;
  bsmod: number;
  acmod: number;
  lfeon: boolean;
  bit_rate_code: number;
}

export function parseDac3(payload: Uint8Array): AC3SpecificBox {
  const reader = new BitReader(payload);
  return {
    fscod: reader.u(2),
    bsid: reader.u(5),
    bsmod: reader.u(3),
    acmod: reader.u(3),
    lfeon: reader.flag(),
    bit_rate_code: reader.u(5),
  };
}
