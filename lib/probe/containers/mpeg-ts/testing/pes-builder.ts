// Test helper: PES packets (ISO/IEC 13818-1 2.4.3.6, Table 2-21) with a PTS, carried in transport packets
// (2.4.3.2): the first packet sets payload_unit_start_indicator, the last is filled by adaptation field
// stuffing (2.4.3.5), so that each PES packet ends its last transport packet.

/** The 5-byte PTS field of a PES header, '0010' marker and marker bits (2.4.3.7). */
function ptsBytes(pts: number): number[] {
  const high = Math.floor(pts / 2 ** 30) & 0x07;
  const middle = Math.floor(pts / 2 ** 15) & 0x7fff;
  const low = pts & 0x7fff;
  return [0x21 | (high << 1), middle >> 7, ((middle & 0x7f) << 1) | 1, low >> 7, ((low & 0x7f) << 1) | 1];
}

/** A PES packet of `stream_id` with a PTS (PTS_DTS_flags '10'); PES_packet_length 0 when it would not fit 16 bits. */
export function pesPacket(stream_id: number, pts: number, payload: Uint8Array): Uint8Array {
  const header = [0x80, 0x80, 5, ...ptsBytes(pts)];
  const length = header.length + payload.length;
  const bytes = new Uint8Array(6 + length);
  const PES_packet_length = length > 0xffff ? 0 : length;
  bytes.set([0x00, 0x00, 0x01, stream_id, PES_packet_length >> 8, PES_packet_length & 0xff, ...header]);
  bytes.set(payload, 6 + header.length);
  return bytes;
}

/** Transport packets of `pid` carrying one PES packet; continuity_counter from `cc`. */
export function pesTransportPackets(pid: number, pes: Uint8Array, cc = 0): Uint8Array[] {
  const packets: Uint8Array[] = [];
  for (let position = 0; position < pes.length; position += 184) {
    const take = Math.min(184, pes.length - position);
    const packet = new Uint8Array(188).fill(0xff);
    const stuffing = 184 - take;
    const counter = (cc + packets.length) & 0x0f;
    packet.set([0x47, (position === 0 ? 0x40 : 0) | (pid >> 8), pid & 0xff, (stuffing > 0 ? 0x30 : 0x10) | counter]);
    if (stuffing > 0) {
      // adaptation_field_length, then (when there is room) a flags byte with none set and 0xFF stuffing.
      packet[4] = stuffing - 1;
      if (stuffing > 1) packet[5] = 0x00;
    }
    packet.set(pes.subarray(position, position + take), 4 + stuffing);
    packets.push(packet);
  }
  return packets;
}
