// Test helper: PSI sections and transport packets built byte by byte (ISO/IEC 13818-1 2.4.3.2, 2.4.4), the
// CRC_32 computed by the `crc` package, not by the code under test, so what the parsers read is known by
// construction.
import crc32mpeg2 from "crc/calculators/crc32mpeg2";

/** A long-form section (section_syntax_indicator 1) with its CRC_32. */
export function longFormSection(
  table_id: number,
  table_id_extension: number,
  version_number: number,
  body: Uint8Array,
): Uint8Array {
  const section_length = 5 + body.length + 4;
  const bytes = new Uint8Array(3 + section_length);
  bytes.set([
    table_id,
    0xb0 | (section_length >> 8),
    section_length & 0xff,
    table_id_extension >> 8,
    table_id_extension & 0xff,
  ]);
  bytes.set([0xc1 | (version_number << 1), 0, 0], 5);
  bytes.set(body, 8);
  const crc = crc32mpeg2(bytes.subarray(0, bytes.length - 4));
  new DataView(bytes.buffer).setUint32(bytes.length - 4, crc >>> 0);
  return bytes;
}

/** program_association_section (Table 2-30) listing `programs` as [program_number, program_map_PID]. */
export function patSection(
  programs: ReadonlyArray<readonly [number, number]>,
  version_number = 0,
  transport_stream_id = 1,
): Uint8Array {
  const body = new Uint8Array(programs.length * 4);
  programs.forEach(([program_number, pid], i) =>
    body.set([program_number >> 8, program_number & 0xff, 0xe0 | (pid >> 8), pid & 0xff], i * 4),
  );
  return longFormSection(0x00, transport_stream_id, version_number, body);
}

/** TS_program_map_section (Table 2-33) with `streams` as [stream_type, elementary_PID, descriptors]. */
export function pmtSection(
  program_number: number,
  PCR_PID: number,
  streams: ReadonlyArray<readonly [number, number, Uint8Array?]>,
  version_number = 0,
): Uint8Array {
  const parts: number[] = [0xe0 | (PCR_PID >> 8), PCR_PID & 0xff, 0xf0, 0x00];
  for (const [stream_type, pid, descriptors = new Uint8Array(0)] of streams) {
    parts.push(
      stream_type,
      0xe0 | (pid >> 8),
      pid & 0xff,
      0xf0 | (descriptors.length >> 8),
      descriptors.length & 0xff,
      ...descriptors,
    );
  }
  return longFormSection(0x02, program_number, version_number, Uint8Array.from(parts));
}

/**
 * The PAT and PMT packets of one Blu-ray (HDMV) program: program 1 on PMT PID 0x1000, its program_info
 * holding the registration_descriptor "HDMV" (2.6.8), one stream of `stream_type` on PID 0x100, its PCR PID.
 */
export function hdmvProgramPackets(stream_type: number): Uint8Array[] {
  const registration = [0x05, 4, ...new TextEncoder().encode("HDMV")];
  const body = [0xe1, 0x00, 0xf0, registration.length, ...registration, stream_type, 0xe1, 0x00, 0xf0, 0];
  return [
    ...sectionPackets([patSection([[1, 0x1000]])], { pid: 0 }),
    ...sectionPackets([longFormSection(0x02, 1, 0, Uint8Array.from(body))], { pid: 0x1000 }),
  ];
}

export interface PacketOptions {
  pid: number;
  /** continuity_counter of the first packet. */
  continuity_counter?: number;
  /** Bytes of adaptation field (incl. its length byte) placed before the payload of each packet. */
  adaptationBytes?: (packetIndex: number) => number;
  /** Payload bytes carried per packet at most (to make sections span more packets). */
  payloadLimit?: number;
}

/**
 * Carries `sections` back to back on one PID: a packet in which a section starts sets
 * payload_unit_start_indicator and a pointer_field to it (2.4.4.1), the tail of the section before comes
 * first, and the last packet is filled with 0xFF stuffing.
 */
export function sectionPackets(sections: readonly Uint8Array[], options: PacketOptions): Uint8Array[] {
  const stream = new Uint8Array(sections.reduce((n, s) => n + s.length, 0));
  const starts = new Set<number>();
  let offset = 0;
  for (const section of sections) {
    starts.add(offset);
    stream.set(section, offset);
    offset += section.length;
  }
  const packets: Uint8Array[] = [];
  let position = 0;
  let cc = options.continuity_counter ?? 0;
  while (position < stream.length) {
    const adaptation = options.adaptationBytes?.(packets.length) ?? 0;
    const room = Math.min(184 - adaptation, options.payloadLimit ?? 184);
    const firstStart = [...starts].filter((s) => s >= position && s < position + room).sort((a, b) => a - b)[0];
    // A section that would start in the packet's last byte starts in the next packet; stuffing fills this one.
    const pusi = firstStart !== undefined && firstStart < position + room - 1;
    const dataRoom = firstStart === undefined ? room : room - 1;
    const take = Math.min(dataRoom, stream.length - position);
    const packet = new Uint8Array(188).fill(0xff);
    const overhead = 184 - room;
    packet.set([0x47, (pusi ? 0x40 : 0) | (options.pid >> 8), options.pid & 0xff, (overhead > 0 ? 0x30 : 0x10) | cc]);
    let at = 4;
    if (overhead > 0) {
      // adaptation_field_length, its flags byte (none set), then stuffing bytes up to the payload.
      packet[at] = overhead - 1;
      if (overhead > 1) packet[at + 1] = 0x00;
      at += overhead;
    }
    if (pusi) packet[at++] = firstStart - position;
    packet.set(stream.subarray(position, position + take), at);
    position += take;
    cc = (cc + 1) & 0x0f;
    packets.push(packet);
  }
  return packets;
}

/** Joins packets into one transport stream. */
export function concatPackets(packets: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(packets.length * 188);
  packets.forEach((p, i) => out.set(p, i * 188));
  return out;
}
