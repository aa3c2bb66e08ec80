// Video code points shared by several codecs and containers.
import { rational } from "../rational";
import type { Rational } from "../schema";

/** The broadcast and film frame rates, which clocks that cannot hold them exactly (rounded timestamps, a 16-bit VOP clock) are matched against. */
export const NOMINAL_FRAME_RATES: readonly Rational[] = [
  [24000, 1001],
  [24, 1],
  [25, 1],
  [30000, 1001],
  [30, 1],
  [48, 1],
  [50, 1],
  [60000, 1001],
  [60, 1],
  [100, 1],
  [120000, 1001],
  [120, 1],
].map(([numerator, denominator]) => rational(numerator!, denominator!));

/** `field_order` words: how the two fields of an interlaced frame are ordered in time. */
/**
 * `properties.PictureStructure` of a stream whose pictures are single fields (H.264 field_pic_flag 1,
 * 7.4.3; H.265 field_seq_flag 1, E.3.1): a multiplex may stamp each field, and two of its pictures then make a frame.
 */
export const FIELD_PICTURES = "field";

export function hasFieldPictures(properties: Readonly<Record<string, unknown>> | undefined): boolean {
  return properties?.PictureStructure === FIELD_PICTURES;
}

export const FIELD_ORDER = {
  progressive: "progressive",
  topFieldFirst: "tff",
  bottomFieldFirst: "bff",
} as const;

/**
 * chroma_format_idc of ITU-T H.264/H.265 (Table 6-1), equal to chroma_format of ISO/IEC 13818-2
 * Table 6-5 for 1..3: the chroma subsampling factors and the J:a:b name.
 */
export const CHROMA_FORMATS: Readonly<Record<number, { horizontal: number; vertical: number; name: string }>> = {
  1: { horizontal: 2, vertical: 2, name: "4:2:0" },
  2: { horizontal: 2, vertical: 1, name: "4:2:2" },
  3: { horizontal: 1, vertical: 1, name: "4:4:4" },
};

/** aspect_ratio_idc → sample aspect ratio, ITU-T H.264 Table E-1 = ITU-T H.265 Table E-1. */
export const SAMPLE_ASPECT_RATIOS: Readonly<Record<number, readonly [number, number]>> = {
  1: [1, 1],
  2: [12, 11],
  3: [10, 11],
  4: [16, 11],
  5: [40, 33],
  6: [24, 11],
  7: [20, 11],
  8: [32, 11],
  9: [80, 33],
  10: [18, 11],
  11: [15, 11],
  12: [64, 33],
  13: [160, 99],
  14: [4, 3],
  15: [3, 2],
  16: [2, 1],
};
/** aspect_ratio_idc value meaning sar_width and sar_height follow (Table E-1). */
export const EXTENDED_SAR = 255;

/**
 * pic_struct of a pic_timing SEI → field order: ITU-T H.264 Table D-1 (values 0..8) and ITU-T H.265
 * Table D.2 (0..12, where 9..12 pair a field with the previous or next one in output order).
 */
/**
 * pic_struct → fields the picture is displayed for: DeltaTfiDivisor of ITU-T H.264 Table E-6 and H.265
 * Table E.7 (frame 2, field 1, field pair 2, repeated field 3, frame doubling 4, tripling 6).
 */
const PIC_STRUCT_FIELDS = [2, 1, 1, 2, 2, 3, 3, 4, 6, 1, 1, 1, 1];
export function fieldsOfPicStruct(pic_struct: number): number {
  return PIC_STRUCT_FIELDS[pic_struct] ?? 2;
}

export function fieldOrderOfPicStruct(pic_struct: number): string | undefined {
  if ([1, 3, 5, 10, 11].includes(pic_struct)) return FIELD_ORDER.topFieldFirst;
  if ([2, 4, 6, 9, 12].includes(pic_struct)) return FIELD_ORDER.bottomFieldFirst;
  if ([0, 7, 8].includes(pic_struct)) return FIELD_ORDER.progressive; // frame, frame doubling, frame tripling
  return undefined;
}
