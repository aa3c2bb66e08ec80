import { describe, expect, it } from "vitest";
import { fixtureBytes, transportStreamPesPackets } from "../../codecs/testing/node-fixtures";
import { parsePesPacketHeader } from "./pes-packet-header";

describe("PES_packet header (ISO/IEC 13818-1 Table 2-21)", () => {
  it("reads stream_id and the first PTS ffprobe reports as start_pts", () => {
    const [video] = transportStreamPesPackets("gen__mpeg2_422_576i_mp2eng_tc.ts", 256, 1);
    const [audio] = transportStreamPesPackets("gen__mpeg2_422_576i_mp2eng_tc.ts", 257, 1);
    expect(parsePesPacketHeader(video!)).toMatchObject({ stream_id: 0xe0, PTS: 129600 });
    expect(parsePesPacketHeader(audio!)).toMatchObject({ stream_id: 0xc0, PTS: 128698 });
  });

  it("reads a PTS beyond 2^32 (33-bit field)", () => {
    const [video] = transportStreamPesPackets("tsduck__test-137.ts", 121, 1);
    expect(parsePesPacketHeader(video!)?.PTS).toBe(7494696928);
  });

  it("reads DTS when PTS_DTS_flags is '11' and points past PES_header_data_length", () => {
    const packets = transportStreamPesPackets("gen__mpeg2_422_576i_mp2eng_tc.ts", 256, 8).map((p) =>
      parsePesPacketHeader(p)!,
    );
    const withDts = packets.find((h) => h.DTS !== undefined)!;
    expect(withDts.DTS).toBeLessThan(withDts.PTS!);
    expect(withDts.payloadOffset).toBe(9 + 10);
  });

  it("reads the MPEG-2 PES headers of a program stream pack", () => {
    const bytes = fixtureBytes("gen__dvd_mpeg2_ac3_ps.mpg");
    // First video packet of the DVD pack sequence: ffprobe start_pts 48600 for stream 0x1e0.
    for (let i = 0; i + 4 < bytes.length; i++) {
      if (bytes[i] === 0 && bytes[i + 1] === 0 && bytes[i + 2] === 1 && bytes[i + 3] === 0xe0) {
        expect(parsePesPacketHeader(bytes.subarray(i))).toMatchObject({ stream_id: 0xe0, PTS: 48600 });
        return;
      }
    }
    throw new Error("no video PES");
  });

  it("refuses what is not a PES packet", () => {
    expect(parsePesPacketHeader(new Uint8Array([0, 0, 1, 0xb3, 0, 0, 0, 0, 0]))).toBeUndefined();
    expect(parsePesPacketHeader(new Uint8Array([0, 0, 1, 0xe0, 0, 0, 0x80, 0x80, 40]))).toBeUndefined();
  });
});
