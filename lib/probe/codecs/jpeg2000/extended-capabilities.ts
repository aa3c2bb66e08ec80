// CAP, the extended capabilities marker segment (ISO/IEC 15444-1 A.5.2): Pcap says which parts of ISO/IEC
// 15444 the codestream uses (bit 32 − i for Part i), followed by one Ccap per part set. Part 15 (HTJ2K)
// is Pcap bit 2^17 with its Ccap15 (ISO/IEC 15444-15 A.3).
import { BitReader } from "../../bits/bit-reader";

export interface ExtendedCapabilities {
  Pcap: number;
  /** Ccap^i by part number i. */
  Ccap: Record<number, number>;
}

export const PART_15 = 15;

export function parseExtendedCapabilities(parameters: Uint8Array): ExtendedCapabilities {
  const reader = new BitReader(parameters);
  const Pcap = reader.u(32);
  const Ccap: Record<number, number> = {};
  for (let part = 1; part <= 32; part++) {
    if ((Pcap >>> (32 - part)) & 1) Ccap[part] = reader.u(16);
  }
  return { Pcap, Ccap };
}
