import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { findPacketAlignment } from "./packet-layout";

/** Re-frames 188-byte packets as 204-byte ones by appending 16 parity bytes (ETSI EN 300 421 4.4.2). */
function as204(bytes: Uint8Array): Uint8Array {
  const packets = Math.floor(bytes.length / 188);
  const out = new Uint8Array(packets * 204);
  for (let i = 0; i < packets; i++) out.set(bytes.subarray(i * 188, i * 188 + 188), i * 204);
  return out;
}

describe("findPacketAlignment (ISO/IEC 13818-1 2.4.3.2)", () => {
  it("finds 188-byte packets at the start of a TS", () => {
    expect(findPacketAlignment(fixtureBytes("gen__h264_ac3.ts"))).toEqual({
      packetSize: 188,
      syncOffset: 0,
      packetStart: 0,
    });
  });

  it("finds 192-byte BDAV packets, whose sync byte follows a 4-byte TP_extra_header", () => {
    expect(findPacketAlignment(fixtureBytes("gen__h264_ac3_192byte.m2ts"))).toEqual({
      packetSize: 192,
      syncOffset: 4,
      packetStart: 0,
    });
    expect(findPacketAlignment(fixtureBytes("exif__M2TS.mts"))).toMatchObject({ packetSize: 192, packetStart: 0 });
  });

  it("finds 204-byte packets", () => {
    const bytes = as204(fixtureBytes("gen__h264_ac3.ts").subarray(0, 188 * 50));
    expect(findPacketAlignment(bytes)).toEqual({ packetSize: 204, syncOffset: 0, packetStart: 0 });
  });

  it("recovers the framing after garbage", () => {
    const ts = fixtureBytes("gen__h264_ac3.ts").subarray(0, 188 * 20);
    const garbage = fixtureBytes("dmg__garbage_random_64KiB.ts").subarray(0, 1000);
    const bytes = new Uint8Array([...garbage, ...ts]);
    expect(findPacketAlignment(bytes)).toEqual({ packetSize: 188, syncOffset: 0, packetStart: 1000 });
  });

  it("finds nothing in random bytes, HTML or MP4", () => {
    expect(findPacketAlignment(fixtureBytes("dmg__garbage_random_64KiB.ts"))).toBeUndefined();
    expect(findPacketAlignment(fixtureBytes("dmg__html_error_page.ts"))).toBeUndefined();
    expect(findPacketAlignment(fixtureBytes("dmg__mp4_named_as.ts").subarray(0, 65536))).toBeUndefined();
  });
});
