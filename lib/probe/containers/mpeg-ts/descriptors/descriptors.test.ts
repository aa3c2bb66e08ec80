// Descriptors of real PMTs and SDTs against the references' languages, tags and service names.
import { describe, expect, it } from "vitest";
import { programMapSection, type ProgramMapSection } from "../tables/program-map-section";
import { firstSection, longForm } from "../testing/node-psi-sections";
import { serviceDescriptionSection } from "../tables/service-description-section";
import type { Descriptor } from "./descriptor-loop";
import { parseIso639LanguageDescriptor } from "./iso-639-language-descriptor";
import { parseRegistrationDescriptor } from "./registration-descriptor";
import { parseServiceDescriptor } from "./service-descriptor";
import { parseSubtitlingDescriptor } from "./subtitling-descriptor";
import { parseTeletextDescriptor } from "./teletext-descriptor";

function pmt(fixture: string, pid: number): ProgramMapSection {
  return programMapSection.parse(longForm(firstSection(fixture, pid, 0x02)), []);
}

function descriptor(map: ProgramMapSection, pid: number, tag: number): Descriptor {
  const found = map.streams.find((s) => s.elementary_PID === pid)?.descriptors.find((d) => d.descriptor_tag === tag);
  if (!found) throw new Error(`no descriptor 0x${tag.toString(16)} on PID ${pid}`);
  return found;
}

describe("ISO_639_language_descriptor (2.6.18)", () => {
  it("reads the language code and audio_type", () => {
    const body = descriptor(pmt("gen__mpeg2_422_576i_mp2eng_tc.ts", 4096), 257, 0x0a).body;
    expect(parseIso639LanguageDescriptor(body)).toEqual([{ ISO_639_language_code: "eng", audio_type: 0 }]);
  });
});

describe("registration_descriptor (2.6.8)", () => {
  it("reads the SMPTE 302M format_identifier BSSD", () => {
    const body = descriptor(pmt("gen__mpeg2_s302m_24bit.ts", 4096), 257, 0x05).body;
    expect(parseRegistrationDescriptor(body)?.format_identifier).toBe("BSSD");
  });
});

describe("subtitling_descriptor (EN 300 468 6.2.41)", () => {
  it("reads language and subtitling_type of DVB subtitles", () => {
    const map = pmt("tsduck__test-026.ts", 110);
    const entries = parseSubtitlingDescriptor(descriptor(map, 140, 0x59).body);
    expect(entries.map((e) => e.ISO_639_language_code)).toEqual(["fra"]);
    // 0x10–0x14: normal subtitles; 0x20–0x24: for the hard of hearing (EN 300 468 Table 26).
    expect([0x14, 0x24]).toContain(entries[0]!.subtitling_type);
  });
});

describe("teletext_descriptor (EN 300 468 6.2.43)", () => {
  it("reads the two Italian pages ffprobe lists as ita,ita", () => {
    const map = pmt("tsduck__test-018.ts", 256);
    const pages = parseTeletextDescriptor(descriptor(map, 0x653, 0x56).body);
    expect(pages.map((p) => p.ISO_639_language_code)).toEqual(["ita", "ita"]);
    for (const page of pages) expect(page.teletext_magazine_number).toBeLessThan(8);
  });
});

describe("service_descriptor (EN 300 468 6.2.33)", () => {
  it("decodes service and provider names", () => {
    const sdt = serviceDescriptionSection.parse(longForm(firstSection("tsduck__test-018.ts", 0x11, 0x42)), []);
    const names = sdt.services.flatMap((s) => {
      const d = s.descriptors.find((x) => x.descriptor_tag === 0x48);
      return d ? [parseServiceDescriptor(d.body)] : [];
    });
    expect(names).toContainEqual(
      expect.objectContaining({ service_name: "Italia 1", service_provider_name: "Mediaset" }),
    );
    expect(names).toContainEqual(
      expect.objectContaining({ service_name: "Radio Monte Carlo 2", service_provider_name: "" }),
    );
  });
});
