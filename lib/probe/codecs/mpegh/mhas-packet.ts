import { BitReader } from "../../bits/bit-reader";
import { escapedValue } from "./escaped-value";

/** MHASPacketType values, ISO/IEC 23008-3 Table 224 (those the prober reads). */
export const PACTYP_MPEGH3DACFG = 1;
export const PACTYP_MPEGH3DAFRAME = 2;
export const PACTYP_SYNC = 6;
/** The one byte of a PACTYP_SYNC packet's payload (14.4.6). */
export const MHAS_SYNC_BYTE = 0xa5;

/** MHASPacketInfo(), ISO/IEC 23008-3 14.2.1 Table 222, with where its payload lies. */
export interface MhasPacket {
  MHASPacketType: number;
  MHASPacketLabel: number;
  MHASPacketLength: number;
  /** Offset of MHASPacketPayload in the bytes it was read from. */
  payloadOffset: number;
}

/** The MHAS packet header at `offset`, or undefined when the bytes end inside it or inside its payload. */
export function parseMhasPacket(bytes: Uint8Array, offset: number): MhasPacket | undefined {
  // The longest header is 3 + 8 + 8 + 2 + 8 + 32 + 11 + 24 + 24 bits: 15 bytes.
  const reader = new BitReader(bytes.subarray(offset, offset + 15));
  try {
    const MHASPacketType = escapedValue(reader, 3, 8, 8);
    const MHASPacketLabel = escapedValue(reader, 2, 8, 32);
    const MHASPacketLength = escapedValue(reader, 11, 24, 24);
    const payloadOffset = offset + Math.ceil(reader.position / 8);
    if (payloadOffset + MHASPacketLength > bytes.length) return undefined;
    return { MHASPacketType, MHASPacketLabel, MHASPacketLength, payloadOffset };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return undefined;
  }
}

/** Whether `offset` starts a PACTYP_SYNC packet: type 6, label 0, length 1, payload 0xA5 (14.4.6). */
export function isMhasSync(bytes: Uint8Array, offset: number): boolean {
  return bytes[offset] === 0xc0 && bytes[offset + 1] === 0x01 && bytes[offset + 2] === MHAS_SYNC_BYTE;
}
