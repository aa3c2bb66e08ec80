// An ancillary data packet of SMPTE ST 291-1 (clause 6: DID, SDID or DBN, Data Count, User Data Words,
// Checksum) as ST 436-1 stores it with an 8-bit payload sample coding: the low 8 bits of each word, DID
// first; the checksum word may follow the user data words or be left out.
import { ProbeError } from "../../errors";

export interface AncPacket {
  DID: number;
  SDID: number;
  /** The user data words, Data Count of them. */
  UDW: Uint8Array;
}

/** `samples`: the payload's first payload_sample_count bytes. */
export function parseAncPacket(samples: Uint8Array): AncPacket {
  if (samples.length < 3) throw new ProbeError("unreadable", `ANC packet of ${samples.length} samples`);
  const DID = samples[0]!;
  const SDID = samples[1]!;
  const DC = samples[2]!;
  if (3 + DC > samples.length)
    throw new ProbeError("unreadable", `ANC packet: Data Count ${DC} beyond its ${samples.length} samples`);
  return { DID, SDID, UDW: samples.subarray(3, 3 + DC) };
}

/** Packet types the pass decodes (ST 291-1 registered DID/SDID pairs). */
export const ANC_TYPES = {
  scte104: { DID: 0x41, SDID: 0x07, name: "SCTE 104 (SMPTE ST 2010)" },
  cdp: { DID: 0x61, SDID: 0x01, name: "CEA-708 CDP (SMPTE ST 334-1)" },
  cea608: { DID: 0x61, SDID: 0x02, name: "CEA-608 (SMPTE ST 334-1)" },
  afd: { DID: 0x41, SDID: 0x05, name: "AFD and bar data (SMPTE ST 2016-3)" },
  timecode: { DID: 0x60, SDID: 0x60, name: "Ancillary time code (SMPTE ST 12-2)" },
} as const;

export function ancTypeName(DID: number, SDID: number): string | undefined {
  return Object.values(ANC_TYPES).find((type) => type.DID === DID && type.SDID === SDID)?.name;
}
