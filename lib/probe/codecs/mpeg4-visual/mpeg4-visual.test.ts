// MPEG-4 Visual headers (ISO/IEC 14496-2 6.2) on streams built here bit by bit, with the expected values
// from the syntax written; and on streams Debian's ffmpeg makes at test time in a transport stream
// (stream_type 0x10), against what ffmpeg was asked to make.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { bits } from "../testing/bit-fields";
import { findMpeg4VisualHeaders, mpeg4VisualCodec } from ".";

const START = [0, 0, 1];
const MARKER: [number, number] = [1, 1];

/** visual_object_sequence_start_code and profile_and_level_indication. */
const visualObjectSequence = (profileAndLevel: number) => [...START, 0xb0, profileAndLevel];
/** A video visual object with video_signal_type: video_format, video_range, colour description. */
const visualObject = [
  ...START,
  0xb5,
  ...bits([
    [0, 1],
    [1, 4],
    [1, 1],
    [5, 3],
    [1, 1],
    [1, 1],
    [9, 8],
    [16, 8],
    [9, 8],
    [0, 1],
    [0xf, 4],
  ]),
];

interface Layer {
  resolution: number;
  fixedIncrement?: number;
  width: number;
  height: number;
  interlaced: number;
}

/** A rectangular video object layer of version 2 with an extended PAR of 16:15 and VBV parameters of 1 Mbit/s. */
function videoObjectLayer(
  { resolution, fixedIncrement, width, height, interlaced }: Layer,
  incrementBits: number,
): number[] {
  return [
    ...START,
    0x20,
    ...bits([
      [0, 1], // random_accessible_vol
      [0x11, 8], // video_object_type_indication
      [1, 1],
      [2, 4],
      [1, 3], // is_object_layer_identifier, video_object_layer_verid 2, priority
      [0xf, 4],
      [16, 8],
      [15, 8], // aspect_ratio_info extended_PAR, par_width, par_height
      [1, 1],
      [1, 2],
      [0, 1],
      [1, 1], // vol_control_parameters, chroma_format 4:2:0, low_delay, vbv_parameters
      [0, 15],
      MARKER,
      [2500, 15],
      MARKER,
      [0, 15],
      MARKER,
      [4, 3],
      [0, 11],
      MARKER,
      [0, 15],
      MARKER,
      [0, 2],
      MARKER,
      [resolution, 16],
      MARKER, // rectangular shape, vop_time_increment_resolution
      [fixedIncrement === undefined ? 0 : 1, 1],
      ...(fixedIncrement === undefined ? [] : [[fixedIncrement, incrementBits] as [number, number]]),
      MARKER,
      [width, 13],
      MARKER,
      [height, 13],
      MARKER,
      [interlaced, 1],
      [1, 1],
      [0, 2],
      [0, 1], // interlaced, obmc_disable, sprite_enable (2 bits in version 2), not_8_bit
      [0, 1],
      [0x7f, 7], // next_start_code() stuffing
    ]),
  ];
}

/** A VOP header: vop_coding_type, modulo_time_base seconds, vop_time_increment, vop_coded, then a few bytes of data. */
function vop(codingType: number, seconds: number, increment: number, incrementBits: number): number[] {
  const modulo: [number, number][] = [...Array.from({ length: seconds }, (): [number, number] => [1, 1]), [0, 1]];
  return [
    ...START,
    0xb6,
    ...bits([[codingType, 2], ...modulo, MARKER, [increment, incrementBits], MARKER, [1, 1]]),
    0x55,
    0xaa,
  ];
}

describe("MPEG-4 Visual headers (ISO/IEC 14496-2)", () => {
  it("reads the VOS, VO and VOL fields: size, fixed VOP rate, aspect, interlace, VBV, profile, colour", () => {
    // 29.97 fps as vop_time_increment_resolution 30000 and fixed_vop_time_increment 1001 (15 bits hold 29999).
    const layer = { resolution: 30000, fixedIncrement: 1001, width: 720, height: 480, interlaced: 1 };
    const stream = new Uint8Array([
      ...visualObjectSequence(0xf5),
      ...visualObject,
      ...START,
      0x00,
      ...videoObjectLayer(layer, 15),
    ]);
    expect(mpeg4VisualCodec.parse(stream, [])).toMatchObject({
      format: "mp4v",
      width: 720,
      height: 480,
      sample_rate: { numerator: 30000, denominator: 1001 },
      pixel_aspect_ratio: { numerator: 16, denominator: 15 },
      bit_rate: 2500 * 400,
      chroma_subsampling: { horizontal: 2, vertical: 2 },
      bit_depth: 8,
      color_primaries: 9,
      transfer_characteristics: 16,
      matrix_coefficients: 9,
      video_range: "full",
      properties: { Mpeg4VisualProfileAndLevel: "Advanced Simple@L5", MpegVbvBufferSize: 4 * 16384 },
    });
    expect(mpeg4VisualCodec.parse(stream, [])?.field_order).toBeUndefined(); // interlaced: the field order is per VOP
  });

  it("takes the frame rate from the VOPs' times without a fixed VOP rate, B-VOPs and a second boundary included", () => {
    // 25 fps on a 25 Hz clock (5 bits hold 24): I at 0.92 s, P at 1.04 s (a second boundary), B at 0.96 and 1.00 s.
    const layer = { resolution: 25, width: 352, height: 288, interlaced: 0 };
    const head = [...visualObjectSequence(0x01), ...visualObject, ...START, 0x00, ...videoObjectLayer(layer, 5)];
    const vops = [vop(0, 0, 23, 5), vop(1, 1, 1, 5), vop(2, 0, 24, 5), vop(2, 1, 0, 5), vop(1, 0, 4, 5)];
    const stream = new Uint8Array([...head, ...vops.flat()]);
    expect(findMpeg4VisualHeaders(stream, [])?.vopTimes).toEqual([23, 26, 24, 25, 29]);
    expect(mpeg4VisualCodec.parse(stream, [])).toMatchObject({
      width: 352,
      height: 288,
      sample_rate: { numerator: 25, denominator: 1 },
      field_order: "progressive",
    });
    // An I- and a P-VOP may have B-VOPs between them: a stream whose rate the layer does not fix waits for a third VOP.
    expect(mpeg4VisualCodec.parse(new Uint8Array([...head, ...vops[0]!, ...vops[1]!]), [])).toBeUndefined();
  });

  it("reads a 16-bit VOP clock that rounds the frame duration as the nominal rate it rounds (GStreamer's avenc_mpeg4)", () => {
    // 30000/1001 fps on a 1/65535 s clock: 65535 × 1001 / 30000 = 2186.7 ticks, coded as 2187 (16 bits hold 65534).
    const layer = { resolution: 65535, width: 352, height: 288, interlaced: 0 };
    const head = [...visualObjectSequence(0x01), ...visualObject, ...START, 0x00, ...videoObjectLayer(layer, 16)];
    const vops = [vop(0, 0, 0, 16), vop(1, 0, 2187, 16), vop(1, 0, 4374, 16), vop(1, 0, 6561, 16)];
    expect(mpeg4VisualCodec.parse(new Uint8Array([...head, ...vops.flat()]), [])?.sample_rate).toEqual({
      numerator: 30000,
      denominator: 1001,
    });
    // 25 fps as 2621 ticks.
    const pal = [vop(0, 0, 0, 16), vop(1, 0, 2621, 16), vop(1, 0, 5242, 16)];
    expect(mpeg4VisualCodec.parse(new Uint8Array([...head, ...pal.flat()]), [])?.sample_rate).toEqual({
      numerator: 25,
      denominator: 1,
    });
  });

  it("never throws on a layer cut anywhere", () => {
    const layer = { resolution: 30000, fixedIncrement: 1001, width: 720, height: 480, interlaced: 1 };
    const stream = new Uint8Array([...visualObjectSequence(0xf5), ...visualObject, ...videoObjectLayer(layer, 15)]);
    for (let end = 0; end < stream.length; end++)
      expect(() => mpeg4VisualCodec.parse(stream.subarray(0, end), [])).not.toThrow();
  });
});

describe("MPEG-4 Visual in a transport stream (stream_type 0x10), made by ffmpeg", () => {
  const dir = mkdtempSync(join(tmpdir(), "probe-mp4v-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const [rate, frames, bFrames] of [
    ["24000/1001", 24, 0],
    ["25", 20, 2],
    ["30000/1001", 15, 3],
  ] as const) {
    it(`gives the size and ${rate} fps of ${frames} frames (${bFrames} B-VOPs between references)`, async () => {
      const file = join(dir, `mpeg4_${frames}.ts`);
      execFileSync("ffmpeg", [
        "-hide_banner",
        "-loglevel",
        "error",
        "-y",
        "-f",
        "lavfi",
        "-i",
        `testsrc2=size=352x288:rate=${rate}`,
        "-frames:v",
        String(frames),
        "-c:v",
        "mpeg4",
        "-bf",
        String(bFrames),
        "-f",
        "mpegts",
        file,
      ]);
      const result = await probe(new MemorySource(new Uint8Array(readFileSync(file)), file));
      const [numerator, denominator = 1] = rate.split("/").map(Number);
      expect(
        result.video.map(({ format, width, height, sample_rate, duration }) => ({
          format,
          width,
          height,
          sample_rate,
          duration,
        })),
      ).toEqual([
        { format: "mp4v", width: 352, height: 288, sample_rate: { numerator, denominator }, duration: frames },
      ]);
    }, 60_000);
  }
});
