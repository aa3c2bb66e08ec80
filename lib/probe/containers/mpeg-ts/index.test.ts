// The transport stream prober on the corpus, against ffprobe and MediaInfo (fixtures/media/reference).
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";
import { mpegTransportStream } from ".";
import { concatPackets, patSection, pmtSection, sectionPackets } from "./testing/psi-builder";
import { alternate, packetsOf, pidOf, remapPids } from "./testing/splice";

async function probeBytes(bytes: Uint8Array, name = "test.ts") {
  const source = new MemorySource(bytes, name);
  const result = await probe(source);
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return { result, source };
}

const probeFixture = (name: string) => probeBytes(fixtureBytes(name), name);

describe("MPEG-2 transport stream", () => {
  it("reports the container properties of docs/api.md §2.5 (ffprobe programs, MediaInfo General ID)", async () => {
    const { result } = await probeFixture("gen__mpeg2_422_576i_mp2eng_tc.ts");
    expect(result.type).toBe("m2ts");
    expect(result.size).toBe(1501180);
    expect(result.properties).toMatchObject({
      Id: 1,
      ProgramNumbers: [1],
      ProgramNumber: 1,
      PmtPid: 4096,
      PcrPid: 256,
    });
    expect(result.properties).toMatchObject({ ServiceName: "GenSD", ServiceProvider: "ffmpeg" });
    expect(result.video.map((v) => v.properties?.Mpeg2TransportStreamPid)).toEqual([256]);
    const [audio] = result.audio;
    expect(audio).toMatchObject({ language: "eng", properties: { Mpeg2TransportStreamPid: 257 } });
    // The mp2l extension of the codec parser gains the language list of the ISO 639 descriptor.
    expect(audio?.extension).toContainEqual(
      expect.objectContaining({ type: "mp2l", language: [{ language_code: "eng", audio_type: 0 }] }),
    );
    expect(result.$diagnostics).toBeUndefined();
  });

  it("times streams from PTS at head and tail: video 2.000 s = 50 frames at 25 fps (both references)", async () => {
    const { result } = await probeFixture("gen__mpeg2_422_576i_mp2eng_tc.ts");
    expect(result.video[0]).toMatchObject({ sample_rate: { numerator: 25, denominator: 1 }, duration: 50 });
    // Audio ends 84 MP2 frames of 1152 samples after its first PTS (MediaInfo: 2.016 s): the container lasts that long.
    expect(result.duration).toBe("00:00:02.016");
  });

  it("reads the registration descriptor of SMPTE 302M audio", async () => {
    const { result } = await probeFixture("gen__mpeg2_s302m_24bit.ts");
    expect(result.audio[0]?.properties).toMatchObject({ Mpeg2FormatIdentifier: "BSSD", Mpeg2TransportStreamPid: 257 });
  });

  it("reads 192-byte BDAV packets", async () => {
    const { result } = await probeFixture("gen__h264_ac3_192byte.m2ts");
    expect(result.properties).toMatchObject({ PmtPid: 256, PcrPid: 4113, PacketSize: 192 });
    expect(result.video[0]?.format).toBe("avc1");
    expect(result.audio[0]).toMatchObject({ format: "ac-3", language: "eng" });
  });

  it("lists every program of a DVB multiplex and reports data and teletext streams", async () => {
    const { result } = await probeFixture("tsduck__test-018.ts");
    expect(result.properties.ProgramNumbers).toHaveLength(20);
    expect(result.subtitle[0]).toMatchObject({
      format: "ttxt",
      language: "ita",
      properties: { Mpeg2TransportStreamPid: 0x653 },
    });
    // ffprobe: stream_type 0x05 on PIDs 0x1ec5–0x1ec7, 0x0b on 0x1e9e–0x1e9f.
    expect(result.data?.map((d) => d.properties?.Mpeg2TransportStreamPid)).toEqual([
      0x1ec5, 0x1ec6, 0x1ec7, 0x1e9e, 0x1e9f,
    ]);
  });

  it("reports DVB subtitles, E-AC-3 and SCTE-35", async () => {
    const subtitled = (await probeFixture("tsduck__test-026.ts")).result;
    expect(subtitled.audio.map((a) => a.format)).toEqual(["ec-3", "ec-3", "ec-3"]);
    expect(subtitled.subtitle.map((s) => [s.format, s.language])).toEqual([
      ["dvbs", "fra"],
      ["dvbs", "fra"],
    ]);
    const spliced = (await probeFixture("tsduck__test-137.ts")).result;
    expect(spliced.data).toContainEqual(
      expect.objectContaining({
        format: "cuei",
        properties: expect.objectContaining({ Mpeg2TransportStreamPid: 129 }),
      }),
    );
  });

  it("finds the PSI in the middle of a segment and still reads the streams before it", async () => {
    const { result } = await probeFixture("muxjs__test-middle-pat-pmt.ts");
    expect(result.video[0]).toMatchObject({ format: "avc1", width: 864, height: 480 });
  });

  it("times each program on its own clock and reports each program's span (two unrelated encoders in one multiplex)", async () => {
    const one = remapPids(
      packetsOf(fixtureBytes("gen__h264_ac3.ts")),
      new Map([
        [256, 256],
        [257, 257],
      ]),
    );
    const two = remapPids(
      packetsOf(fixtureBytes("tsduck__test-025.ts")),
      new Map([
        [4096, 0x600],
        [4097, 0x601],
      ]),
    );
    const psi = [
      ...sectionPackets(
        [
          patSection([
            [1, 0x1000],
            [2, 0x1100],
          ]),
        ],
        { pid: 0 },
      ),
      ...sectionPackets(
        [
          pmtSection(1, 256, [
            [0x1b, 256],
            [0x81, 257],
          ]),
        ],
        { pid: 0x1000 },
      ),
      ...sectionPackets(
        [
          pmtSection(2, 0x600, [
            [0x02, 0x600],
            [0x03, 0x601],
          ]),
        ],
        { pid: 0x1100 },
      ),
    ];
    const { result } = await probeBytes(concatPackets([...psi, ...alternate(one, two)]));
    // ffprobe: gen__h264_ac3.ts lasts 3.008 s, tsduck__test-025.ts 3.336 s; never the hours between their clocks.
    expect(result.properties.Programs).toEqual([
      { ProgramNumber: 1, PmtPid: 0x1000, PcrPid: 256, ElementaryPids: [256, 257], Duration: "00:00:03.008" },
      { ProgramNumber: 2, PmtPid: 0x1100, PcrPid: 0x600, ElementaryPids: [0x600, 0x601], Duration: "00:00:03.336" },
    ]);
    expect(result.duration).toBe("00:00:03.336");
  });

  it("gives no duration across a PCR discontinuity (discontinuity_indicator) and says so", async () => {
    const packets = packetsOf(fixtureBytes("gen__h264_ac3.ts"));
    // A PCR-bearing packet of PID 256 in the middle: adaptation_field_control 0b11 or 0b10, PCR_flag set.
    const pcrPacket = packets.findIndex(
      (p, i) => i > 300 && pidOf(p) === 256 && (p[3]! & 0x20) !== 0 && p[4]! > 0 && (p[5]! & 0x10) !== 0,
    );
    packets[pcrPacket]![5] = packets[pcrPacket]![5]! | 0x80;
    const { result } = await probeBytes(concatPackets(packets));
    expect(result.duration).toBeUndefined();
    expect(result.$diagnostics).toContain("program 1: the PCR on PID 256 has a discontinuity: no duration across it");
  });

  it("gives the programs and services of multiplexes that carry only tables, and no invented streams", async () => {
    // ffprobe: 2 programs whose PMTs list mpeg2video on PIDs 0x21, 0x22 (no packets); SDT names Srv_1, Srv_2.
    const tables = (await probeFixture("tsduck__test-103.ts")).result;
    expect(tables.properties).toMatchObject({
      ProgramNumbers: [1, 2],
      Services: [
        { ProgramNumber: 1, ServiceName: "Srv_1" },
        { ProgramNumber: 2, ServiceName: "Srv_2" },
      ],
    });
    expect(tables.video.map((v) => v.properties?.Mpeg2TransportStreamPid).sort()).toEqual([0x21, 0x22]);
    expect(tables.audio).toEqual([]);
    // ffprobe: 11 programs and no audio or video; MediaInfo: no tracks.
    const si = (await probeFixture("tsduck__test-030.ts")).result;
    expect(si.properties.ProgramNumbers).toHaveLength(11);
    expect([...si.video, ...si.audio, ...si.subtitle]).toEqual([]);
  });

  it("recovers sync after 10,000 overwritten bytes and says so", async () => {
    const { result } = await probeFixture("dmg__corrupt_mid_test-segment.ts");
    expect(result.duration).toBe("00:00:08.933");
    expect(result.$diagnostics?.some((d) => d.startsWith("sync lost at byte"))).toBe(true);
  });

  it("reports a file cut inside a packet", async () => {
    const { result } = await probeFixture("dmg__trunc_test-025_600077B.ts");
    expect(result.$diagnostics).toContain("the file ends 169 bytes into a 188-byte packet (truncated?)");
    expect(result.video[0]?.format).toBe("mp2v");
  });

  it("reads a bounded head and the tail only, whatever the file size", async () => {
    const bytes = fixtureBytes("tsduck__test-064.ts");
    const big = new Uint8Array(bytes.length * 4);
    for (let i = 0; i < 4; i++) big.set(bytes, i * bytes.length);
    const { source } = await probeBytes(big);
    expect(source.stats.bytesRead).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it("is not detected in other content", () => {
    for (const name of [
      "dmg__garbage_random_64KiB.ts",
      "dmg__html_error_page.ts",
      "dmg__mp4_named_as.ts",
      "gen__dvd_mpeg2_ac3_ps.mpg",
    ]) {
      expect(mpegTransportStream.detect(fixtureBytes(name).subarray(0, 65536), 0), name).toBe(0);
    }
  });
});
