// The display order of HEVC pictures where the container gives no PTS (raw Annex B streams, MXF, program
// streams): picture order count (ITU-T H.265 8.3.1). PicOrderCntMsb follows slice_pic_order_cnt_lsb's wraps
// from the previous TemporalId 0 picture that is not a RASL, RADL or sub-layer non-reference picture
// (prevTid0Pic), and restarts at each IRAP picture with NoRaslOutputFlag 1: IDR and BLA pictures and the
// first picture of the stream (a later CRA keeps counting, so its RASL pictures come before it).

/** nal_unit_type values (Table 7-1): RADL_N 6, RADL_R 7, RASL_N 8, RASL_R 9; even types ≤ 14 are sub-layer non-reference. */
const FIRST_RADL = 6;
const LAST_RASL = 9;
const LAST_SUB_LAYER_NON_REFERENCE = 14;
/** log2_max_pic_order_cnt_lsb_minus4 lies in 0..12 (7.4.3.2). */
const MAX_LOG2_LSB_MINUS4 = 12;

/** A value that orders pictures in display order across coded video sequences. */
export class HevcPictureOrder {
  private prevPicOrderCntMsb = 0;
  private prevPicOrderCntLsb = 0;
  /** Where the current coded video sequence starts: after every picture so far, leading ones included. */
  private sequenceStart = 0;
  private latest = -1;
  private first = true;

  /** A picture's first slice segment; `restart` for an IDR or BLA picture (NoRaslOutputFlag 1). */
  picture(
    nal_unit_type: number,
    TemporalId: number,
    restart: boolean,
    log2_max_pic_order_cnt_lsb_minus4: number | undefined,
    slice_pic_order_cnt_lsb: number | undefined,
  ): number | undefined {
    const irap = restart || this.first;
    this.first = false;
    const lsb = slice_pic_order_cnt_lsb ?? (restart ? 0 : undefined);
    const log2 = log2_max_pic_order_cnt_lsb_minus4;
    if (lsb === undefined || log2 === undefined || log2 > MAX_LOG2_LSB_MINUS4) return undefined;
    const MaxPicOrderCntLsb = 2 ** (log2 + 4);
    let PicOrderCntMsb = 0;
    if (irap) {
      // Leading pictures of the new sequence may have negative counts: keep them after the last one.
      this.sequenceStart = this.latest + 1 + MaxPicOrderCntLsb;
    } else {
      PicOrderCntMsb = this.prevPicOrderCntMsb;
      const prevLsb = this.prevPicOrderCntLsb;
      if (lsb < prevLsb && prevLsb - lsb >= MaxPicOrderCntLsb / 2) PicOrderCntMsb += MaxPicOrderCntLsb;
      else if (lsb > prevLsb && lsb - prevLsb > MaxPicOrderCntLsb / 2) PicOrderCntMsb -= MaxPicOrderCntLsb;
    }
    const leadingOrNonReference =
      (nal_unit_type >= FIRST_RADL && nal_unit_type <= LAST_RASL) ||
      (nal_unit_type <= LAST_SUB_LAYER_NON_REFERENCE && nal_unit_type % 2 === 0);
    if (TemporalId === 0 && !leadingOrNonReference) {
      this.prevPicOrderCntMsb = PicOrderCntMsb;
      this.prevPicOrderCntLsb = lsb;
    }
    const order = this.sequenceStart + PicOrderCntMsb + lsb;
    this.latest = Math.max(this.latest, order);
    return order;
  }
}
