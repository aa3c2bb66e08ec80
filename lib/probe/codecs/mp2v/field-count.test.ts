// Field counting on streams built here bit by bit (ISO/IEC 13818-2 6.2.2.3, 6.2.3.1): the expected
// counts follow from the semantics of picture_structure and repeat_first_field (6.3.10).
import { describe, expect, it } from "vitest";
import { bits } from "../testing/bit-fields";
import { countMpeg2VideoFields } from "./field-count";

const sequenceExtension = (progressive_sequence: number) => [
  0, 0, 1, 0xb5,
  ...bits([[1, 4], [0x48, 8], [progressive_sequence, 1], [1, 2], [0, 2], [0, 2], [0, 12], [1, 1], [0, 8], [0, 1], [0, 2], [0, 5]]),
];

interface Picture {
  picture_structure: number;
  top_field_first: number;
  repeat_first_field: number;
}

const picture = ({ picture_structure, top_field_first, repeat_first_field }: Picture) => [
  0, 0, 1, 0x00, 0x11, 0x22, 0x33, 0x44, // picture_header, its fields unread here
  0, 0, 1, 0xb5,
  ...bits([[8, 4], [0xffff, 16], [0, 2], [picture_structure, 2], [top_field_first, 1], [0, 5], [repeat_first_field, 1], [0, 1], [1, 1]]),
  0x55,
];

const stream = (progressive: number, pictures: Picture[]) => new Uint8Array([...sequenceExtension(progressive), ...pictures.flatMap(picture)]);

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
    const pictures = Array.from({ length: 3 }, () => ({ picture_structure: 3, top_field_first: 1, repeat_first_field: 0 }));
    const bytes = stream(0, pictures);
    const count = countMpeg2VideoFields(bytes, false);
    expect(count).toMatchObject({ fields: 4, pictures: 2 });
    expect(bytes.subarray(count!.bytes, count!.bytes + 4)).toEqual(new Uint8Array([0, 0, 1, 0]));
  });
});
