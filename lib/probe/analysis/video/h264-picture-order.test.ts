// Picture order count type 0 (ITU-T H.264 8.2.1.1) where pic_order_cnt_lsb wraps: MaxPicOrderCntLsb 16
// (log2_max_pic_order_cnt_lsb_minus4 0), an IBBP stream whose counts step by 2 a frame, so the lsb values
// written are the counts modulo 16. The expected orders are the counts themselves, each IDR period after
// the pictures before it.
import { describe, expect, it } from "vitest";
import { H264PictureOrder } from "./h264-picture-order";

/** Decode order I P B B P B B P B B: [picture order count, IDR, reference]. */
const PERIOD: [number, boolean, boolean][] = [
  [0, true, true],
  [6, false, true],
  [2, false, false],
  [4, false, false],
  [12, false, true],
  [8, false, false],
  [10, false, false],
  [18, false, true],
  [14, false, false],
  [16, false, false],
];

describe("H.264 display order from picture order count", () => {
  it("follows pic_order_cnt_lsb across its wrap, and starts each IDR period after the last", () => {
    const order = new H264PictureOrder();
    const read = (offset: number) =>
      PERIOD.map(([count, idr, reference]) => order.picture(0, 0, idr, reference ? 2 : 0, count % 16)! - offset);
    expect(read(0)).toEqual(PERIOD.map(([count]) => count));
    // The second period starts after the largest order of the first (18).
    expect(read(19)).toEqual(PERIOD.map(([count]) => count));
  });

  it("takes decode order for pic_order_cnt_type 2, and gives none for type 1", () => {
    const order = new H264PictureOrder();
    expect([0, 1, 2].map(() => order.picture(2, undefined, false, 2, undefined))).toEqual([0, 1, 2]);
    expect(order.picture(1, undefined, false, 2, undefined)).toBeUndefined();
  });
});
