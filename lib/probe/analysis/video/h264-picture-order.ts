// The display order of H.264 pictures where the container gives no PTS (MXF): picture order count
// (ITU-T H.264 8.2.1). pic_order_cnt_type 0 (8.2.1.1): PicOrderCntMsb follows pic_order_cnt_lsb's wraps
// from the previous reference picture, and restarts at each IDR picture; type 2 (8.2.1.3) is decode order.
// Counts restart at each IDR picture, so each IDR period is placed after every picture before it.

/** A value that orders pictures in display order, or undefined (type 1, 8.2.1.2, is not derived). */
export class H264PictureOrder {
  private prevPicOrderCntMsb = 0;
  private prevPicOrderCntLsb = 0;
  /** Where the current IDR period starts: after every picture so far. */
  private periodStart = 0;
  private latest = -1;
  private decoded = 0;

  /** A picture's first slice; `nal_ref_idc` != 0 for a reference picture (7.4.1). */
  picture(
    pic_order_cnt_type: number,
    log2_max_pic_order_cnt_lsb_minus4: number | undefined,
    idr: boolean,
    nal_ref_idc: number,
    pic_order_cnt_lsb: number | undefined,
  ): number | undefined {
    if (pic_order_cnt_type === 2) return this.decoded++;
    if (pic_order_cnt_lsb === undefined || log2_max_pic_order_cnt_lsb_minus4 === undefined) return undefined;
    if (idr) {
      this.prevPicOrderCntMsb = 0;
      this.prevPicOrderCntLsb = 0;
      this.periodStart = this.latest + 1;
    }
    const MaxPicOrderCntLsb = 2 ** (log2_max_pic_order_cnt_lsb_minus4 + 4);
    let PicOrderCntMsb = this.prevPicOrderCntMsb;
    const lsb = pic_order_cnt_lsb;
    const prevLsb = this.prevPicOrderCntLsb;
    if (lsb < prevLsb && prevLsb - lsb >= MaxPicOrderCntLsb / 2) PicOrderCntMsb += MaxPicOrderCntLsb;
    else if (lsb > prevLsb && lsb - prevLsb > MaxPicOrderCntLsb / 2) PicOrderCntMsb -= MaxPicOrderCntLsb;
    if (nal_ref_idc !== 0) {
      this.prevPicOrderCntMsb = PicOrderCntMsb;
      this.prevPicOrderCntLsb = lsb;
    }
    const order = this.periodStart + PicOrderCntMsb + lsb;
    this.latest = Math.max(this.latest, order);
    return order;
  }
}
