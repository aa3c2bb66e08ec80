// The user data words of an SCTE 104 ancillary packet (SMPTE ST 2010 clause 5: DID 0x41, SDID 0x07): a
// payload_descriptor byte (reserved bits, version, continued_pkt, following_pkt, duplicate_msg), then the
// SCTE 104 message bytes, split over packets when longer than one packet holds.
import { BitReader } from "../../../bits/bit-reader";
import { ProbeError } from "../../../errors";

export interface Scte104VancPayload {
  version: number;
  /** This packet continues the message of the previous one. */
  continued_pkt: boolean;
  /** The message continues in the next packet. */
  following_pkt: boolean;
  /** The message repeats one already sent. */
  duplicate_msg: boolean;
  message: Uint8Array;
}

export function parseScte104VancPayload(udw: Uint8Array): Scte104VancPayload {
  if (udw.length < 1) throw new ProbeError("unreadable", "SCTE 104 ancillary packet without a payload_descriptor");
  const reader = new BitReader(udw);
  reader.skip(3); // reserved
  return {
    version: reader.u(2),
    continued_pkt: reader.flag(),
    following_pkt: reader.flag(),
    duplicate_msg: reader.flag(),
    message: udw.subarray(1),
  };
}
