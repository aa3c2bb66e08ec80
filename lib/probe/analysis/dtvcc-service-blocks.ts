// DTVCC packet and service blocks of ANSI/CTA-708-E: DTVCC_packet (5: sequence_number, packet_size_code)
// holding service_block()s (6.2: service_number, block_size, extended_service_number), whose bytes are the
// caption channel code of 7.1: C0/C1 commands with their parameter bytes, G0/G1 characters, EXT1 codes.
import { BitReader } from "../bits/bit-reader";

export interface ServiceBlock {
  service_number: number;
  /** The printable characters of the block (G0 and G1; an EXT1 G2/G3 character as one). */
  text: string;
}

/** Parameter bytes of the C1 commands 0x80..0x9F (7.1.5 and 8.10.5: CW0-7, CLW, DSW, ..., DF0-7). */
const C1_PARAMETERS = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 2, 3, 2, 0, 0, 0, 0, 4, 6, 6, 6, 6, 6, 6, 6, 6];
const EXT1 = 0x10;

export function* dtvccServiceBlocks(packet: Uint8Array): Generator<ServiceBlock> {
  if (packet.length === 0) return;
  const header = new BitReader(packet);
  header.skip(2); // sequence_number
  const packet_size_code = header.u(6);
  const end = Math.min(packet.length, 1 + (packet_size_code === 0 ? 127 : packet_size_code * 2 - 1));
  let at = 1;
  while (at < end) {
    const blockHeader = new BitReader(packet, at++);
    let service_number = blockHeader.u(3);
    const block_size = blockHeader.u(5);
    if (service_number === 0 || block_size === 0) return; // the null service block ends the packet's data
    if (service_number === 7) service_number = extendedServiceNumber(packet, at++);
    const data = packet.subarray(at, Math.min(end, at + block_size));
    at += block_size;
    yield { service_number, text: blockText(data) };
  }
}

/** The service_block's second byte: null_fill (2) and extended_service_number (6); 0 when the packet ends first. */
function extendedServiceNumber(packet: Uint8Array, at: number): number {
  if (at >= packet.length) return 0;
  const reader = new BitReader(packet, at);
  reader.skip(2); // null_fill
  return reader.u(6);
}

function blockText(data: Uint8Array): string {
  let text = "";
  for (let i = 0; i < data.length;) {
    const code = data[i++]!;
    if (code === EXT1) {
      // EXT1 then a code of the C2/C3 command sets or a G2/G3 character (7.1.7-7.1.10).
      const extended = data[i++] ?? 0;
      if (extended >= 0x20 && (extended < 0x80 || extended >= 0xa0)) text += "·";
      else if (extended >= 0x08 && extended < 0x20) i += extended < 0x10 ? 1 : extended < 0x18 ? 2 : 3;
    } else if (code < 0x20) i += code >= 0x18 ? 2 : code >= 0x11 ? 1 : 0;
    else if (code >= 0x80 && code < 0xa0) i += C1_PARAMETERS[code - 0x80]!;
    else text += code === 0x7f ? "♪" : String.fromCharCode(code);
  }
  return text;
}
