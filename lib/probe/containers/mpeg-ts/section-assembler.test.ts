// The section assembler on every legal layout of ISO/IEC 13818-1 2.4.4.1, with sections and packets built
// byte by byte (testing/psi-builder.ts): what comes out must be exactly the sections that went in.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLongFormSection } from "./psi-section";
import { SectionAssembler } from "./section-assembler";
import { longFormSection, patSection, pmtSection, sectionPackets, type PacketOptions } from "./testing/psi-builder";
import { TransportStreamDemux } from "./transport-stream-demux";
import { parseTransportPacket } from "./transport-packet";

function assemble(packets: readonly Uint8Array[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  const assembler = new SectionAssembler((section) => out.push(section.slice()));
  for (const bytes of packets) {
    const packet = parseTransportPacket(bytes)!;
    assembler.push(packet.payload, packet.payload_unit_start_indicator, packet.continuity_counter);
  }
  return out;
}

const sectionOf = (length: number, seed: number) =>
  longFormSection(
    0x02,
    seed & 0xffff,
    seed & 0x1f,
    Uint8Array.from({ length }, (_, i) => (i * 7 + seed) & 0x7f),
  );

function roundTrip(sections: Uint8Array[], options: Omit<PacketOptions, "pid">) {
  const assembled = assemble(sectionPackets(sections, { pid: 0x100, ...options }));
  expect(assembled).toEqual(sections);
  for (const section of assembled) expect(typeof parseLongFormSection(section)).toBe("object");
}

describe("PSI section assembly (2.4.4.1)", () => {
  it("reads several sections in one packet, then 0xFF stuffing", () => {
    roundTrip([sectionOf(20, 1), sectionOf(30, 2), sectionOf(10, 3)], {});
  });

  it("reads a section spanning many packets", () => {
    roundTrip([sectionOf(1000, 4)], {});
  });

  it("reads the tail of a section before the new section the pointer_field points at", () => {
    // 150 + 150 bytes: the second section starts in the second packet after the first one's tail.
    const sections = [sectionOf(150, 5), sectionOf(150, 6), sectionOf(400, 7)];
    const packets = sectionPackets(sections, { pid: 0x100 });
    expect(packets[1]![1]! & 0x40).toBe(0x40);
    expect(packets[1]![4]).toBeGreaterThan(0);
    roundTrip(sections, {});
  });

  it("reads payloads behind adaptation fields", () => {
    roundTrip([sectionOf(300, 8), sectionOf(40, 9)], { adaptationBytes: (i) => (i % 2 === 0 ? 8 : 1) });
  });

  it("reads a section header split across packets", () => {
    // 180 bytes of section, then a section whose first byte or two fall at the end of the packet.
    for (const first of [176, 177, 178]) roundTrip([sectionOf(first - 12, 10), sectionOf(50, 11)], {});
  });

  it("ignores a duplicated packet and drops a section broken by a lost packet", () => {
    const sections = [sectionOf(400, 12), sectionOf(400, 13)];
    const packets = sectionPackets(sections, { pid: 0x100 });
    expect(assemble([packets[0]!, packets[0]!, ...packets.slice(1)])).toEqual(sections);
    const lost = assemble([packets[0]!, ...packets.slice(2)]);
    expect(lost).toEqual([sections[1]]);
  });

  it("returns exactly the sections carried, for any section sizes, adaptation fields and payload sizes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 2, max: 184 }),
        fc.integer({ min: 0, max: 15 }),
        (lengths, adaptations, payloadLimit, continuity_counter) => {
          const sections = lengths.map((length, i) => sectionOf(length, i + 1));
          const adaptationBytes = (i: number) => adaptations[i % adaptations.length]!;
          expect(
            assemble(sectionPackets(sections, { pid: 0x100, adaptationBytes, payloadLimit, continuity_counter })),
          ).toEqual(sections);
        },
      ),
      { numRuns: 150 },
    );
  }, 30_000);
});

describe("PSI assembly on arbitrary packets (fuzz)", () => {
  it("never throws, and every section it gives has the length its header declares", () => {
    const packet = fc.record({
      payload: fc.uint8Array({ maxLength: 184 }),
      pusi: fc.boolean(),
      cc: fc.integer({ min: 0, max: 15 }),
    });
    fc.assert(
      fc.property(fc.array(packet, { maxLength: 40 }), (packets) => {
        const sizes: number[] = [];
        const assembler = new SectionAssembler((section) => {
          expect(section.length).toBe(3 + (((section[1]! & 0x0f) << 8) | section[2]!));
          sizes.push(section.length);
        });
        for (const { payload, pusi, cc } of packets) assembler.push(payload, pusi, cc);
        expect(sizes.every((size) => size <= 4096)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it("feeds the demux damaged PAT and PMT packets without an exception", () => {
    const good = [
      ...sectionPackets(
        [
          patSection([
            [1, 0x100],
            [2, 0x200],
          ]),
        ],
        { pid: 0 },
      ),
      ...sectionPackets([pmtSection(1, 0x101, [[0x1b, 0x101]])], { pid: 0x100 }),
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(good.length - 1), fc.nat(187), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }),
        (flips) => {
          const packets = good.map((p) => p.slice());
          for (const [index, offset, value] of flips) packets[index]![Math.max(4, offset)] = value;
          const demux = new TransportStreamDemux([]);
          for (const bytes of packets) {
            const packet = parseTransportPacket(bytes);
            if (packet) demux.readSections(packet);
          }
          expect(demux.programs.length).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
});

describe("PAT and PMT repetitions", () => {
  const feed = (demux: TransportStreamDemux, packets: readonly Uint8Array[]) => {
    for (const bytes of packets) demux.readSections(parseTransportPacket(bytes)!);
  };

  it("replaces a damaged copy of the PAT and of a PMT by the next good repetition", () => {
    const demux = new TransportStreamDemux([]);
    const pat = patSection([[1, 0x100]]);
    const badPat = pat.slice();
    badPat[10] = badPat[10]! ^ 0xff;
    const pmt = pmtSection(1, 0x101, [[0x1b, 0x101]]);
    const badPmt = pmt.slice();
    badPmt[pmt.length - 1] = badPmt[pmt.length - 1]! ^ 0x01;
    feed(demux, sectionPackets([badPat], { pid: 0 }));
    feed(demux, sectionPackets([pat], { pid: 0, continuity_counter: 1 }));
    feed(demux, sectionPackets([badPmt], { pid: 0x100 }));
    expect(demux.programMaps.size).toBe(0);
    feed(demux, sectionPackets([pmt], { pid: 0x100, continuity_counter: 1 }));
    expect(demux.programs).toEqual([{ program_number: 1, PID: 0x100 }]);
    expect(demux.programMaps.get(1)?.streams.map((s) => s.elementary_PID)).toEqual([0x101]);
  });

  it("follows a PAT version change: the new version's programs replace the old ones", () => {
    const demux = new TransportStreamDemux([]);
    feed(
      demux,
      sectionPackets(
        [
          patSection(
            [
              [1, 0x100],
              [2, 0x200],
            ],
            0,
          ),
        ],
        { pid: 0 },
      ),
    );
    feed(
      demux,
      sectionPackets(
        [
          patSection(
            [
              [2, 0x200],
              [3, 0x300],
            ],
            1,
          ),
        ],
        { pid: 0, continuity_counter: 1 },
      ),
    );
    expect(demux.programs.map((p) => p.program_number)).toEqual([2, 3]);
  });

  it("follows a PMT version change: the latest version's streams count", () => {
    const demux = new TransportStreamDemux([]);
    feed(demux, sectionPackets([patSection([[1, 0x100]])], { pid: 0 }));
    feed(demux, sectionPackets([pmtSection(1, 0x101, [[0x02, 0x101]], 0)], { pid: 0x100 }));
    feed(
      demux,
      sectionPackets(
        [
          pmtSection(
            1,
            0x101,
            [
              [0x02, 0x101],
              [0x03, 0x102],
            ],
            1,
          ),
        ],
        { pid: 0x100, continuity_counter: 1 },
      ),
    );
    expect(demux.programMaps.get(1)?.streams.map((s) => s.elementary_PID)).toEqual([0x101, 0x102]);
  });
});
