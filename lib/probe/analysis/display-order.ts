// Puts items that arrive in decode order back in display order (by PTS) through a bounded window: more
// pictures than any reorder depth of MPEG-2, H.264 or HEVC (the DPB holds at most 16 frames).
const REORDER_WINDOW = 34;

export class DisplayOrder<T> {
  private readonly window: { pts: number; item: T }[] = [];

  constructor(private readonly show: (item: T) => void) {}

  /** An item shown at `pts`; without one the display order is unknown and decode order stands in. */
  push(item: T, pts: number | undefined): void {
    if (pts === undefined) {
      this.flush();
      this.show(item);
      return;
    }
    this.window.push({ pts, item });
    if (this.window.length > REORDER_WINDOW) this.showEarliest();
  }

  flush(): void {
    while (this.window.length > 0) this.showEarliest();
  }

  private showEarliest(): void {
    let earliest = 0;
    for (let i = 1; i < this.window.length; i++) if (this.window[i]!.pts < this.window[earliest]!.pts) earliest = i;
    this.show(this.window.splice(earliest, 1)[0]!.item);
  }
}
