// Multiplexes whose PSI arrives late or not at all, spliced from corpus streams (testing/splice.ts) with
// tables built byte by byte: the expected streams are those of the references of the spliced inputs.
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { concatPackets, patSection, pmtSection, sectionPackets } from "./testing/psi-builder";
import { pesPacket, pesTransportPackets } from "./testing/pes-builder";
import { alternate, packetsOf, remapPids } from "./testing/splice";

const PMT_1 = 0x1000;
const PMT_2 = 0x1100;

/** Program 1: gen__h264_ac3.ts (H.264 320x240 on 256, AC-3 on 257); program 2: tsduck__test-025.ts moved to 0x600/0x601. */
function twoPrograms(): { one: Uint8Array[]; two: Uint8Array[] } {
  const one = remapPids(
    packetsOf(fixtureBytes("gen__h264_ac3.ts")),
    new Map([
      [256, 256],
      [257, 257],
    ]),
  );
  const two = remapPids(
    packetsOf(fixtureBytes("tsduck__test-025.ts")).slice(0, 2500),
    new Map([
      [4096, 0x600],
      [4097, 0x601],
    ]),
  );
  return { one, two };
}

/** Inserts PAT + PMT of program 1 every `every` packets, and the PMT of program 2 only from packet `lateFrom`. */
function withPsi(packets: Uint8Array[], every: number, lateFrom: number): Uint8Array {
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
  const out: Uint8Array[] = [];
  let repetition = 0;
  packets.forEach((packet, i) => {
    if (i % every === 0) {
      const cc = repetition++ & 0x0f;
      out.push(
        ...sectionPackets([pat], { pid: 0, continuity_counter: cc }),
        ...sectionPackets([pmt1], { pid: PMT_1, continuity_counter: cc }),
      );
      if (i >= lateFrom) out.push(...sectionPackets([pmt2], { pid: PMT_2, continuity_counter: cc }));
    }
    out.push(packet);
  });
  return concatPackets(out);
}

describe("PSI that arrives late", () => {
  it("keeps reading until every program of the PAT has its PMT, however often the PAT repeated before", async () => {
    const { one, two } = twoPrograms();
    // The PAT repeats every 20 packets; program 2's PMT first comes after ~75 PATs (282 KB into the file).
    const result = await probe(new MemorySource(withPsi(alternate(one, two), 20, 1500), "late-pmt.ts"));
    expect(result.properties.ProgramNumbers).toEqual([1, 2]);
    // References: gen__h264_ac3.ts h264 320x240 + ac3 48 kHz 2 ch; tsduck__test-025.ts mpeg2video 720x576 + mp2 48 kHz 2 ch.
    expect(result.video.map((v) => [v.format, v.width, v.height])).toEqual([
      ["avc1", 320, 240],
      ["mp2v", 720, 576],
    ]);
    expect(result.audio.map((a) => [a.format, a.channels])).toEqual([
      ["ac-3", 2],
      ["mp2l", 2],
    ]);
    expect(result.$diagnostics ?? []).not.toContainEqual(expect.stringContaining("no program map table"));
  });

  it("gives up on a PMT that never comes within the head limit, with a diagnostic", async () => {
    const { one, two } = twoPrograms();
    const result = await probe(new MemorySource(withPsi(alternate(one, two), 20, Infinity), "no-pmt.ts"));
    expect(result.properties.ProgramNumbers).toEqual([1, 2]);
    expect(result.video.map((v) => v.format)).toEqual(["avc1"]);
    expect(result.$diagnostics).toContain(`program 2: no program map table found on PID ${PMT_2}`);
  });
});

describe("a transport stream without PSI", () => {
  it("identifies PES streams by stream_id and payload headers in a segment cut mid-packet, and says no PSI was found", async () => {
    // muxjs__test-segment.ts without its PAT and PMT, cut 57 bytes into its 40th packet.
    const streams = concatPackets(
      remapPids(
        packetsOf(fixtureBytes("muxjs__test-segment.ts")),
        new Map([
          [256, 256],
          [257, 257],
        ]),
      ),
    );
    const result = await probe(new MemorySource(streams.subarray(39 * 188 + 57), "cut.ts"));
    // ffprobe on the whole file: h264 388x300 (PID 256), aac 44100 Hz 2 ch (PID 257).
    expect(result.video.map((v) => [v.format, v.width, v.height, v.properties?.Mpeg2TransportStreamPid])).toEqual([
      ["avc1", 388, 300, 256],
    ]);
    expect(
      result.audio.map((a) => [a.format, a.channels, a.sample_rate, a.properties?.Mpeg2TransportStreamPid]),
    ).toEqual([["mp4a", 2, { numerator: 44100, denominator: 1 }, 257]]);
    expect(result.$diagnostics).toContainEqual(expect.stringMatching(/^no PSI found/));
  });

  it("gives the streams of a capture without PAT that loses sync mid-file (tsduck__test-142.ts)", async () => {
    const result = await probe(new MemorySource(fixtureBytes("tsduck__test-142.ts"), "tsduck__test-142.ts"));
    // ffprobe lists these 12 PES PIDs (stream_id 0xE0 on 9, 0xC0 on 3 in the file's PES headers) beside the EIT.
    const pids = [...result.video, ...result.audio].map((s) => s.properties?.Mpeg2TransportStreamPid);
    expect(pids).toEqual(expect.arrayContaining([101, 201, 511, 1201, 1711, 1801, 2311, 2401, 2641, 2721, 2801, 2811]));
    // PIDs 701 and 703 carry PMTs (table_id 0x02, program_number 0x5640 and 0x56C0 in the file's bytes).
    expect(result.properties.ProgramNumbers).toEqual([22080, 22208]);
    expect(result.$diagnostics).toContain("sync lost at byte 34780");
  });

  it("takes the program of a PMT that no PAT lists (tsduck__test-043.pmtvct.ts: PMT then ATSC TVCT)", async () => {
    const result = await probe(
      new MemorySource(fixtureBytes("tsduck__test-043.pmtvct.ts"), "tsduck__test-043.pmtvct.ts"),
    );
    // The PMT on PID 48 (bytes 00 02 b0 55 00 03 ... e0 31): program 3, PCR_PID 49; its streams carry no packets.
    expect(result.properties).toMatchObject({ ProgramNumbers: [3], PmtPid: 48, PcrPid: 49 });
    expect(result.$diagnostics).toContain(
      "no program association table (PAT) found: programs taken from the program map tables on PIDs 48",
    );
  });
});

describe("teletext in a transport stream without PSI", () => {
  it("tells EBU teletext PES packets by their data_identifier 0x10-0x1F, not as private data", async () => {
    // muxjs__test-segment.ts without its PAT and PMT, and on PID 0x200 PES packets of private_stream_1
    // built per ETSI EN 300 472 4.3: data_identifier 0x10, then data units 0x02 (EBU teletext) of 44 bytes.
    const streams = remapPids(
      packetsOf(fixtureBytes("muxjs__test-segment.ts")),
      new Map([
        [256, 256],
        [257, 257],
      ]),
    );
    const dataUnit = [0x02, 0x2c, 0xe4, ...new Array<number>(43).fill(0x15)]; // field_parity/line_offset, then the line
    const teletext = Array.from({ length: 20 }, (_, i) =>
      pesTransportPackets(
        0x200,
        pesPacket(0xbd, 900000 + i * 3600, Uint8Array.from([0x10, ...dataUnit, ...dataUnit, ...dataUnit])),
        i,
      ),
    ).flat();
    const result = await probe(new MemorySource(concatPackets(alternate(streams, teletext)), "teletext-no-psi.ts"));
    expect(result.subtitle.map((s) => [s.format, s.properties?.Mpeg2TransportStreamPid])).toEqual([["ttxt", 0x200]]);
    expect(result.data ?? []).toEqual([]);
  });
});
