// Dense multiplexes (DVB-T2/S2, cable: 20-40 Mb/s), whose PSI the head's 1 MiB may not hold: spliced
// from corpus streams (testing/splice.ts) with tables built byte by byte (psi-builder.ts) and null
// packets (PID 0x1FFF, ISO/IEC 13818-1 2.4.3.3) that bring the rate to about 30 Mb/s, so that the PCRs
// (2.4.3.5) advance as in such a multiplex. ETSI TR 101 290 1.5 allows 0.5 s between a PMT's sections.
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { HEAD_LIMIT } from "./read-transport-stream";
import { concatPackets, patSection, pmtSection, sectionPackets } from "./testing/psi-builder";
import { alternate, packetsOf, remapPids } from "./testing/splice";

const NULL_PACKET = Uint8Array.from({ length: 188 }, (_, i) => [0x47, 0x1f, 0xff, 0x10][i] ?? 0xff);
const PMT_1 = 0x1000;
const PMT_2 = 0x1100;
const pat = patSection([
  [1, PMT_1],
  [2, PMT_2],
]);
const pmt1 = pmtSection(1, 256, [
  [0x1b, 256],
  [0x81, 257],
]);
const pmt2 = pmtSection(2, 0x600, [
  [0x02, 0x600],
  [0x03, 0x601],
]);

/**
 * Program 1: gen__h264_ac3.ts (H.264 320x240 on 256, AC-3 on 257); program 2: tsduck__test-025.ts from its
 * packet 1700 (its first sequence header is in packet 1752), moved to 0x600/0x601; `nulls` null packets after each of their packets. PAT and program 1's PMT every 40 packets
 * of the services; program 2's PMT where `pmt2At(byte offset)` says.
 */
function multiplex(nulls: number, pmt2At: (offset: number) => boolean, pmt2First = false): Uint8Array {
  const one = remapPids(
    packetsOf(fixtureBytes("gen__h264_ac3.ts")),
    new Map([
      [256, 256],
      [257, 257],
    ]),
  );
  const two = remapPids(
    packetsOf(fixtureBytes("tsduck__test-025.ts")).slice(1700, 4200),
    new Map([
      [4096, 0x600],
      [4097, 0x601],
    ]),
  );
  const out: Uint8Array[] = pmt2First ? sectionPackets([pmt2], { pid: PMT_2, continuity_counter: 15 }) : [];
  let repetition = 0;
  alternate(one, two).forEach((packet, i) => {
    if (i % 40 === 0) {
      const cc = repetition++ & 0x0f;
      out.push(
        ...sectionPackets([pat], { pid: 0, continuity_counter: cc }),
        ...sectionPackets([pmt1], { pid: PMT_1, continuity_counter: cc }),
      );
      if (pmt2At(out.length * 188)) out.push(...sectionPackets([pmt2], { pid: PMT_2, continuity_counter: cc }));
    }
    out.push(packet, ...new Array<Uint8Array>(nulls).fill(NULL_PACKET));
  });
  return concatPackets(out);
}

const services = (result: Awaited<ReturnType<typeof probe>>) => ({
  video: result.video.map((v) => [v.properties?.Mpeg2TransportStreamPid, v.format, v.width]),
  audio: result.audio.map((a) => [a.properties?.Mpeg2TransportStreamPid, a.format, a.channels]),
});
// References: gen__h264_ac3.ts h264 320x240 + ac3 2 ch; tsduck__test-025.ts mpeg2video 720x576 + mp2 2 ch.
const BOTH = {
  video: [
    [256, "avc1", 320],
    [0x600, "mp2v", 720],
  ],
  audio: [
    [257, "ac-3", 2],
    [0x601, "mp2l", 2],
  ],
};

describe("a dense multiplex", () => {
  it("keeps a PMT sent before the first PAT, whose next copy the head does not hold", async () => {
    const file = multiplex(6, () => false, true);
    const result = await probe(new MemorySource(file, "pmt-before-pat.ts"));
    expect(services(result)).toEqual(BOTH);
    expect(result.$diagnostics ?? []).not.toContainEqual(expect.stringContaining("no program map table"));
  });

  it("reads PSI past the head for a PMT due within the PSI window, timed by PCR", async () => {
    // Program 2's PMT from 1.25 MiB on: past the head, within 1 s of the multiplex's PCR from its start.
    const file = multiplex(6, (offset) => offset > 1.25 * HEAD_LIMIT);
    expect(file.length).toBeGreaterThan(3 * HEAD_LIMIT);
    const source = new MemorySource(file, "late-pmt-dense.ts");
    const result = await probe(source);
    expect(services(result)).toEqual(BOTH);
    // Program 2's streams are read from the head on, as if their PMT had come first.
    const early = await probe(
      new MemorySource(
        multiplex(6, () => true),
        "early-pmt-dense.ts",
      ),
    );
    expect(result.video[1]?.properties).toEqual(early.video[1]?.properties);
    expect(result.audio[1]?.duration).toBe(early.audio[1]?.duration);
    expect(source.stats.bytesRead).toBeLessThan(file.length);
  });

  it("finds a PMT in the file's last bytes when the window does not hold it", async () => {
    const file = multiplex(6, (offset) => offset > 3.5 * HEAD_LIMIT);
    const source = new MemorySource(file, "tail-pmt-dense.ts");
    const result = await probe(source);
    expect(services(result)).toEqual(BOTH);
    // The window (1 s of PCR) ends before 3.5 MiB: the file is not read whole.
    expect(source.stats.bytesRead).toBeLessThan(file.length);
  });
});
