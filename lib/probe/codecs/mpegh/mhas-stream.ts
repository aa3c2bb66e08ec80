import { isMhasSync, type MhasPacket, parseMhasPacket } from "./mhas-packet";

/** How far into a payload the first PACTYP_SYNC packet is looked for (a PES payload or a raw stream's head). */
const SYNC_SEARCH_BYTES = 4096;

/**
 * The MHAS packets of an MPEG-H audio stream (ISO/IEC 23008-3 14.2), walked from its start when that is a
 * packet boundary (a PES payload, 14.6), else from its first PACTYP_SYNC packet (14.4.6); the walk stops
 * at the first header that does not parse or whose payload the bytes cut.
 */
export function* mhasPackets(bytes: Uint8Array): Generator<MhasPacket & { end: number }> {
  let offset = 0;
  if (!isMhasSync(bytes, 0)) {
    const limit = Math.min(bytes.length, SYNC_SEARCH_BYTES);
    while (offset < limit && !isMhasSync(bytes, offset)) offset++;
    if (offset === limit) offset = 0;
  }
  // Each packet advances the walk by its header (at least two bytes), so it ends within `bytes`.
  for (let packet = parseMhasPacket(bytes, offset); packet; packet = parseMhasPacket(bytes, offset)) {
    offset = packet.payloadOffset + packet.MHASPacketLength;
    yield { ...packet, end: offset };
  }
}
