// Xiph lacing, against packets laced by the rule of RFC 9559 10.3.2 (not by this code), and on arbitrary bytes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { xiphLacedPackets } from "./xiph-lacing";

/** Laces packets: count − 1, each size but the last as 255s and a remainder below 255, then the data. */
function lace(packets: Uint8Array[]): Uint8Array {
  const sizes = packets
    .slice(0, -1)
    .flatMap((packet) => [...Array<number>(Math.floor(packet.length / 255)).fill(255), packet.length % 255]);
  return new Uint8Array([packets.length - 1, ...sizes, ...packets.flatMap((packet) => [...packet])]);
}

describe("xiphLacedPackets", () => {
  it("gives back the packets that were laced", () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 700 }), { minLength: 1, maxLength: 4 }), (packets) => {
        expect(xiphLacedPackets(lace(packets))).toEqual(packets);
      }),
    );
  });

  it("never reads past the bytes: any input gives packets within it or undefined", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const packets = xiphLacedPackets(bytes);
        if (packets) expect(packets.reduce((sum, packet) => sum + packet.length, 0)).toBeLessThanOrEqual(bytes.length);
      }),
    );
  });
});
