// Test helper: a multiplex spliced from separately made transport streams, their own PSI dropped and
// replaced by tables built byte by byte (psi-builder.ts), so that program layout and PSI timing are known.

/** The 188-byte packets of a stream. */
export function packetsOf(bytes: Uint8Array): Uint8Array[] {
  const packets: Uint8Array[] = [];
  for (let offset = 0; offset + 188 <= bytes.length; offset += 188) packets.push(bytes.slice(offset, offset + 188));
  return packets;
}

export const pidOf = (packet: Uint8Array) => ((packet[1]! & 0x1f) << 8) | packet[2]!;

/** Keeps the packets of the PIDs in `map`, moved to the PIDs it maps them to. */
export function remapPids(packets: readonly Uint8Array[], map: ReadonlyMap<number, number>): Uint8Array[] {
  return packets.flatMap((packet) => {
    const to = map.get(pidOf(packet));
    if (to === undefined) return [];
    const moved = packet.slice();
    moved[1] = (moved[1]! & 0xe0) | (to >> 8);
    moved[2] = to & 0xff;
    return [moved];
  });
}

/** Alternates packets of the inputs, one from each in turn, until all are used. */
export function alternate(...inputs: ReadonlyArray<readonly Uint8Array[]>): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; inputs.some((input) => i < input.length); i++)
    for (const input of inputs) if (i < input.length) out.push(input[i]!);
  return out;
}
