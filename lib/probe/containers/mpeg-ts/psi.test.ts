// PAT, PMT and SDT of real streams against ffprobe's programs (fixtures/media/reference/ffprobe).
import { describe, expect, it } from "vitest";
import { programAssociationSection } from "./tables/program-association-section";
import { programMapSection } from "./tables/program-map-section";
import { parseLongFormSection } from "./psi-section";
import { serviceDescriptionSection } from "./tables/service-description-section";
import { firstSection, longForm } from "./testing/node-psi-sections";

describe("program_association_section (Table 2-30)", () => {
  it("lists the 20 programs and PMT PIDs of a DVB multiplex", () => {
    const pat = programAssociationSection.parse(longForm(firstSection("tsduck__test-018.ts", 0, 0x00)), []);
    const programs = pat.programs.filter((p) => p.program_number !== 0);
    expect(programs).toHaveLength(20);
    expect(programs).toContainEqual({ program_number: 1, PID: 256 });
    expect(programs).toContainEqual({ program_number: 805, PID: 269 });
    expect(programs).toContainEqual({ program_number: 899, PID: 268 });
  });

  it("rejects a section whose CRC_32 (Annex A) does not match", () => {
    const section = firstSection("gen__h264_ac3.ts", 0, 0x00).slice();
    section[9] = section[9]! ^ 0x01;
    expect(parseLongFormSection(section)).toBe("CRC_32 mismatch");
  });
});

describe("TS_program_map_section (Table 2-33)", () => {
  it("reads PCR_PID, stream_types and elementary PIDs", () => {
    const pmt = programMapSection.parse(longForm(firstSection("gen__mpeg2_422_576i_mp2eng_tc.ts", 4096, 0x02)), []);
    expect(pmt.program_number).toBe(1);
    expect(pmt.PCR_PID).toBe(256);
    expect(pmt.streams.map((s) => [s.stream_type, s.elementary_PID])).toEqual([
      [0x02, 256],
      [0x03, 257],
    ]);
  });

  it("reads the descriptors of a BDAV program (192-byte packets)", () => {
    const pmt = programMapSection.parse(longForm(firstSection("gen__h264_ac3_192byte.m2ts", 256, 0x02)), []);
    expect(pmt.PCR_PID).toBe(4113);
    expect(pmt.streams.map((s) => s.elementary_PID)).toEqual([4113, 4352]);
  });
});

describe("service_description_section (ETSI EN 300 468 Table 5)", () => {
  it("lists service ids with their descriptors", () => {
    const sdt = serviceDescriptionSection.parse(
      longForm(firstSection("gen__mpeg2_422_576i_mp2eng_tc.ts", 0x11, 0x42)),
      [],
    );
    expect(sdt.services.map((s) => s.service_id)).toEqual([1]);
    expect(sdt.services[0]!.descriptors.map((d) => d.descriptor_tag)).toContain(0x48);
  });
});
