// Field counting on streams built here bit by bit (ISO/IEC 13818-2 6.2.2.3, 6.2.3.1): the expected
// counts follow from the semantics of picture_structure and repeat_first_field (6.3.10).
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { startCodeUnits } from "../start-codes";
import { bits } from "../testing/bit-fields";
import { countMpeg2VideoFields } from "./field-count";

const sequenceExtension = (progressive_sequence: number) => [
  0,
  0,
  1,
  0xb5,
  ...bits([
    [1, 4],
    [0x48, 8],
    [progressive_sequence, 1],
    [1, 2],
    [0, 2],
    [0, 2],
    [0, 12],
    [1, 1],
    [0, 8],
    [0, 1],
    [0, 2],
    [0, 5],
  ]),
];

interface Picture {
  picture_structure: number;
  top_field_first: number;
  repeat_first_field: number;
}

const picture = ({ picture_structure, top_field_first, repeat_first_field }: Picture) => [
  0,
  0,
  1,
  0x00,
  0x11,
  0x22,
  0x33,
  0x44, // picture_header, its fields unread here
  0,
  0,
  1,
  0xb5,
  ...bits([
    [8, 4],
    [0xffff, 16],
    [0, 2],
    [picture_structure, 2],
    [top_field_first, 1],
    [0, 5],
    [repeat_first_field, 1],
    [0, 1],
    [1, 1],
  ]),
  0x55,
];

const stream = (progressive: number, pictures: Picture[]) =>
  new Uint8Array([...sequenceExtension(progressive), ...pictures.flatMap(picture)]);

describe("MPEG-2 video field count", () => {
  it("counts field pictures as one field and repeat_first_field frames as three in an interlaced sequence", () => {
    const pictures = [
      { picture_structure: 3, top_field_first: 1, repeat_first_field: 0 }, // 2
      { picture_structure: 3, top_field_first: 1, repeat_first_field: 1 }, // 3
      { picture_structure: 1, top_field_first: 0, repeat_first_field: 0 }, // 1 (top field)
      { picture_structure: 2, top_field_first: 0, repeat_first_field: 0 }, // 1 (bottom field)
    ];
    expect(countMpeg2VideoFields(stream(0, pictures), true)).toMatchObject({ fields: 7, pictures: 4 });
  });

  it("counts repeated frames of a progressive sequence: twice (4 fields) or three times with top_field_first (6)", () => {
    const pictures = [
      { picture_structure: 3, top_field_first: 1, repeat_first_field: 1 }, // 6
      { picture_structure: 3, top_field_first: 0, repeat_first_field: 1 }, // 4
      { picture_structure: 3, top_field_first: 0, repeat_first_field: 0 }, // 2
    ];
    expect(countMpeg2VideoFields(stream(1, pictures), true)).toMatchObject({ fields: 12, pictures: 3 });
  });

  it("leaves out the last picture of a window cut from a longer stream", () => {
    const pictures = Array.from({ length: 3 }, () => ({
      picture_structure: 3,
      top_field_first: 1,
      repeat_first_field: 0,
    }));
    const bytes = stream(0, pictures);
    const count = countMpeg2VideoFields(bytes, false);
    expect(count).toMatchObject({ fields: 4, pictures: 2 });
    expect(bytes.subarray(count!.bytes, count!.bytes + 4)).toEqual(new Uint8Array([0, 0, 1, 0]));
  });

  it("leaves out the last picture of a raw stream cut inside it: its lower slice rows are missing (6.3.16; 25 counted for 24 before)", async () => {
    // 25 progressive frames of 352x288 (18 macroblock rows) from ffmpeg, which ends the stream without a sequence_end_code.
    const args = [
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=352x288:rate=25",
      "-frames:v",
      "25",
      "-c:v",
      "mpeg2video",
      "-g",
      "12",
      "-bf",
      "2",
      "-f",
      "mpeg2video",
      "-",
    ];
    const whole = new Uint8Array(
      execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", ...args], { maxBuffer: 1 << 26 }),
    );
    // Cut at the slice of row 9: halfway down the last picture in stream order.
    const units = [...startCodeUnits(whole)];
    const lastPicture = units.findLastIndex((u) => u[0] === 0x00);
    const rowNine = units.slice(lastPicture).find((u) => u[0] === 9)!;
    const cut = whole.subarray(0, rowNine.byteOffset - whole.byteOffset + 10);
    expect(countMpeg2VideoFields(whole, true)).toMatchObject({ pictures: 25, fields: 50 });
    expect(countMpeg2VideoFields(cut, true)).toMatchObject({ pictures: 24, fields: 48 });
    const result = await probe(new MemorySource(cut, "cut.m2v"));
    expect(result.video[0]).toMatchObject({ duration: 24, sample_rate: { numerator: 25, denominator: 1 } });
  });
});
