// Streams whose configuration is not where the head reads it: a stream that starts past the head limit
// (its headers are in the tail), and Opus, whose only configuration is the PMT's opus_audio_descriptor.
import { describe, expect, it } from "vitest";
import { ffprobeStream, fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { HEAD_LIMIT } from "./read-transport-stream";
import { concatPackets, patSection, pmtSection, sectionPackets } from "./testing/psi-builder";
import { packetsOf, pidOf } from "./testing/splice";

const NULL_PACKET = Uint8Array.from({ length: 188 }, (_, i) => [0x47, 0x1f, 0xff, 0x10][i] ?? 0xff);

describe("a stream that starts late", () => {
  it("reads the headers of a stream whose packets all lie past the head limit, in the tail", async () => {
    // gen__h264_ac3.ts with its AC-3 packets (PID 257) moved behind 1.2 MB of null packets.
    const packets = packetsOf(fixtureBytes("gen__h264_ac3.ts"));
    const nulls = Array.from({ length: Math.ceil((1.2 * HEAD_LIMIT) / 188) }, () => NULL_PACKET);
    const file = concatPackets([
      ...packets.filter((p) => pidOf(p) !== 257),
      ...nulls,
      ...packets.filter((p) => pidOf(p) === 257),
    ]);
    expect(file.length).toBeGreaterThan(HEAD_LIMIT);
    const result = await probe(new MemorySource(file, "late-audio.ts"));
    const reference = ffprobeStream("gen__h264_ac3.ts", 257); // ac3, 48000 Hz, 2 channels
    expect(result.audio.map((a) => [a.format, a.sample_rate?.numerator, a.channels])).toEqual([
      ["ac-3", Number(reference.sample_rate), reference.channels],
    ]);
    expect(result.$diagnostics ?? []).not.toContainEqual(expect.stringContaining("PID 257"));
  });
});

describe("Opus in a transport stream", () => {
  /** A PAT and a PMT whose one stream is stream_type 0x06 with registration "Opus" and an extension descriptor. */
  function opusService(extension: number[]): Uint8Array {
    const registration = [0x05, 0x04, 0x4f, 0x70, 0x75, 0x73]; // format_identifier "Opus"
    const descriptors = Uint8Array.from([...registration, 0x7f, extension.length, ...extension]);
    // Repeated, as a multiplex repeats its tables: detection wants several packets in step.
    return concatPackets(
      Array.from({ length: 8 }, (_, continuity_counter) => [
        ...sectionPackets([patSection([[1, 0x1000]])], { pid: 0, continuity_counter }),
        ...sectionPackets([pmtSection(1, 0x101, [[0x06, 0x101, descriptors]])], { pid: 0x1000, continuity_counter }),
      ]).flat(),
    );
  }

  it("takes channels from the opus_audio_descriptor's channel_config_code; Opus decodes at 48 kHz", async () => {
    // descriptor_tag_extension 0x80, channel_config_code 6: six channels in Vorbis order (5.1).
    const result = await probe(new MemorySource(opusService([0x80, 0x06]), "opus.ts"));
    expect(result.audio).toHaveLength(1);
    expect(result.audio[0]).toMatchObject({
      format: "Opus",
      channels: 6,
      sample_rate: { numerator: 48000, denominator: 1 },
      label: ["L", "C", "R", "Ls", "Rs", "LFE"],
    });
  });

  it("reads channel_config_code 0 as dual mono", async () => {
    const result = await probe(new MemorySource(opusService([0x80, 0x00]), "opus-dual-mono.ts"));
    expect(result.audio[0]).toMatchObject({ channels: 2, label: ["M1", "M2"] });
  });

  it("leaves the channels open for another extension descriptor", async () => {
    // descriptor_tag_extension 0x06: a supplementary_audio_descriptor, no Opus configuration.
    const result = await probe(new MemorySource(opusService([0x06, 0x80]), "opus-no-config.ts"));
    expect(result.audio[0]?.format).toBe("Opus");
    expect(result.audio[0]?.channels).toBeUndefined();
  });
});

describe("a video stream whose headers give no timing", () => {
  it("derives the frame rate from the PTS steps and says so (MPEG-2 video cut before its first sequence header)", async () => {
    // tsduck__test-025.ts up to its packet 1700: PID 4096's first sequence_header_code is in packet 1752.
    const file = concatPackets(packetsOf(fixtureBytes("tsduck__test-025.ts")).slice(0, 1700));
    const result = await probe(new MemorySource(file, "no-sequence-header.ts"));
    const video = result.video[0];
    // ffprobe on the whole file: r_frame_rate 25/1 (from the sequence header the cut leaves out).
    expect(video?.sample_rate).toEqual({ numerator: 25, denominator: 1 });
    expect(video?.properties).toMatchObject({ FrameRateDerivedFrom: "PTS" });
    expect(video?.$annotation?.sample_rate).toMatch(/derived from the PTS steps/);
    expect(video?.duration).toBeGreaterThan(0);
  });
});
