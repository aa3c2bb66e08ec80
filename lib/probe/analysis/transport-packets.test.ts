// The packet pass hands each PID's payloads to its consumer, skipping scrambled and errored packets, and
// finds the framing again after damage.
import { describe, expect, it } from "vitest";
import { MemorySource } from "../io/byte-source";
import { readTransportPackets, type PacketConsumer } from "./transport-packets";

/** A 188-byte packet of `pid` with payload only, its data bytes all `fill`; `flags` sets byte 1's top bits. */
function packet(pid: number, fill: number, { scrambled = false, error = false } = {}): Uint8Array {
  const bytes = new Uint8Array(188).fill(fill);
  bytes.set([0x47, (error ? 0x80 : 0) | (pid >> 8), pid & 0xff, (scrambled ? 0x80 : 0) | 0x10]);
  return bytes;
}

describe("readTransportPackets", () => {
  it("delivers payloads by PID, never a scrambled or errored one, and resynchronises after garbage", async () => {
    const garbage = new Uint8Array(50).fill(0x11);
    const parts = [
      packet(0x100, 1),
      packet(0x100, 2, { scrambled: true }),
      packet(0x101, 3),
      packet(0x100, 4, { error: true }),
      packet(0x100, 5),
    ];
    const stream = new Uint8Array([
      ...parts[0]!,
      ...parts[1]!,
      ...parts[2]!,
      ...garbage,
      ...parts[3]!,
      ...parts[4]!,
      ...packet(0x100, 6),
      ...packet(0x100, 7),
      ...packet(0x100, 8),
    ]);
    const seen: number[] = [];
    const consumer: PacketConsumer = { payload: (bytes, start, end) => void seen.push(bytes[start]!, end - start) };
    const consumers: PacketConsumer[] = [];
    consumers[0x100] = consumer;
    const result = await readTransportPackets(new MemorySource(stream), { packetSize: 188, syncOffset: 0 }, consumers);
    expect(seen).toEqual([1, 184, 5, 184, 6, 184, 7, 184, 8, 184]);
    expect(result.lostSync).toBe(1);
  });
});
