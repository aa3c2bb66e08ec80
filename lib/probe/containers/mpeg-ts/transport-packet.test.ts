import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { parseTransportPacket } from "./transport-packet";

const bytes = fixtureBytes("gen__mpeg2_422_576i_mp2eng_tc.ts");
const packets = Array.from({ length: Math.floor(bytes.length / 188) }, (_, i) =>
  parseTransportPacket(bytes.subarray(i * 188, i * 188 + 188))!,
);

describe("transport_packet (ISO/IEC 13818-1 Table 2-2)", () => {
  it("reads the PIDs ffprobe reports: PAT 0, PMT 4096, video 256 (PCR), audio 257", () => {
    const pids = new Set(packets.map((p) => p.PID));
    for (const pid of [0x0000, 0x1000, 0x100, 0x101]) expect(pids).toContain(pid);
  });

  it("counts continuity_counter modulo 16 per PID", () => {
    const video = packets.filter((p) => p.PID === 0x100).slice(0, 40);
    for (let i = 1; i < video.length; i++) {
      expect(video[i]!.continuity_counter).toBe((video[i - 1]!.continuity_counter + 1) % 16);
    }
  });

  it("reads the PCR from the adaptation field of the PCR_PID, at or before the first PTS (start_pts 129600)", () => {
    const pcr = packets.find((p) => p.PID === 0x100 && p.adaptation_field?.program_clock_reference_base !== undefined);
    expect(pcr?.adaptation_field?.program_clock_reference_base).toBeLessThanOrEqual(129600);
    expect(pcr?.adaptation_field?.program_clock_reference_extension).toBeLessThan(300);
  });

  it("rejects a packet without sync byte or with an adaptation field longer than the packet", () => {
    const broken = bytes.slice(0, 188);
    broken[0] = 0x46;
    expect(parseTransportPacket(broken)).toBeUndefined();
    const overlong = bytes.slice(0, 188);
    overlong[3] = 0x30; // adaptation field and payload
    overlong[4] = 190;
    expect(parseTransportPacket(overlong)).toBeUndefined();
  });
});
