// The transport stream prober on the corpus, against ffprobe and MediaInfo (fixtures/media/reference).
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";
import { mpegTransportStream } from ".";

async function probeBytes(bytes: Uint8Array, name = "test.ts") {
  const source = new MemorySource(bytes, name);
  const result = await probe(source);
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return { result, source };
}

const probeFixture = (name: string) => probeBytes(fixtureBytes(name), name);

/** Interleaves the packets of two 188-byte-packet streams: one multiplex, two programs, two clocks. */
function interleave(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length - (a.length % 188) + b.length - (b.length % 188));
  let offset = 0;
  for (let i = 0; i * 188 < Math.max(a.length, b.length); i++) {
    for (const source of [a, b]) {
      if ((i + 1) * 188 <= source.length) {
        out.set(source.subarray(i * 188, (i + 1) * 188), offset);
        offset += 188;
      }
    }
  }
  return out;
}

describe("MPEG-2 transport stream", () => {
  it("reports the container properties of spec 2.5 (ffprobe programs, MediaInfo General ID)", async () => {
    const { result } = await probeFixture("gen__mpeg2_422_576i_mp2eng_tc.ts");
    expect(result.type).toBe("m2ts");
    expect(result.size).toBe(1501180);
    expect(result.properties).toMatchObject({ Id: 1, ProgramNumbers: [1], ProgramNumber: 1, PmtPid: 4096, PcrPid: 256 });
    expect(result.properties).toMatchObject({ ServiceName: "GenSD", ServiceProvider: "ffmpeg" });
    expect(result.video.map((v) => v.properties?.Mpeg2TransportStreamPid)).toEqual([256]);
    const [audio] = result.audio;
    expect(audio).toMatchObject({ language: "eng", properties: { Mpeg2TransportStreamPid: 257 } });
    // The mp2l extension of the codec parser gains the language list of the ISO 639 descriptor.
    expect(audio?.extension).toContainEqual(expect.objectContaining({ type: "mp2l", language: [{ language_code: "eng", audio_type: 0 }] }));
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
    expect(result.subtitle[0]).toMatchObject({ format: "ttxt", language: "ita", properties: { Mpeg2TransportStreamPid: 0x653 } });
    // ffprobe: stream_type 0x05 on PIDs 0x1ec5–0x1ec7, 0x0b on 0x1e9e–0x1e9f.
    expect(result.data?.map((d) => d.properties?.Mpeg2TransportStreamPid)).toEqual([0x1ec5, 0x1ec6, 0x1ec7, 0x1e9e, 0x1e9f]);
  });

  it("reports DVB subtitles, E-AC-3 and SCTE-35", async () => {
    const subtitled = (await probeFixture("tsduck__test-026.ts")).result;
    expect(subtitled.audio.map((a) => a.format)).toEqual(["ec-3", "ec-3", "ec-3"]);
    expect(subtitled.subtitle.map((s) => [s.format, s.language])).toEqual([
      ["dvbs", "fra"],
      ["dvbs", "fra"],
    ]);
    const spliced = (await probeFixture("tsduck__test-137.ts")).result;
    expect(spliced.data).toContainEqual(expect.objectContaining({ format: "cuei", properties: expect.objectContaining({ Mpeg2TransportStreamPid: 129 }) }));
  });

  it("finds the PSI in the middle of a segment and still reads the streams before it", async () => {
    const { result } = await probeFixture("muxjs__test-middle-pat-pmt.ts");
    expect(result.video[0]).toMatchObject({ format: "avc1", width: 864, height: 480 });
  });

  it("times each program on its own clock (two unrelated encoders in one multiplex)", async () => {
    const bytes = interleave(fixtureBytes("gen__mpeg2_s302m_24bit.ts"), fixtureBytes("tsduck__test-137.ts"));
    const { result } = await probeBytes(bytes);
    expect(result.properties.ProgramNumbers).toEqual(expect.arrayContaining([1, 3012]));
    // Program 1 lasts 2 s (50 frames at 25 fps), program 3012 1.28 s; never the 83,000 s between their clocks.
    expect(result.duration).toMatch(/^00:00:0[12]\.\d{3}$/);
    const video = Object.fromEntries(result.video.map((v) => [v.properties?.Mpeg2TransportStreamPid, v.duration]));
    expect(video[256]).toBe(50);
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
    for (const name of ["dmg__garbage_random_64KiB.ts", "dmg__html_error_page.ts", "dmg__mp4_named_as.ts", "gen__dvd_mpeg2_ac3_ps.mpg"]) {
      expect(mpegTransportStream.detect(fixtureBytes(name).subarray(0, 65536), 0), name).toBe(0);
    }
  });
});
