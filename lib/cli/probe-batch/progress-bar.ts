// The progress line of a batch on a terminal (stderr): files done of the total, files per second and the
// time left at that rate, redrawn in place at most ten times a second. Never used when stderr is not a
// terminal, so piped output carries nothing extra.
const REDRAW_MS = 100;

export interface Terminal {
  columns?: number;
  write(text: string): unknown;
}

export class ProgressBar {
  private done = 0;
  private drawnAt = -Infinity;
  private readonly started: number;

  constructor(
    private readonly terminal: Terminal,
    private readonly total: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  /** One more input finished (probed or failed). */
  tick(): void {
    this.done++;
    if (this.now() - this.drawnAt >= REDRAW_MS || this.done === this.total) this.draw();
  }

  draw(): void {
    this.drawnAt = this.now();
    this.terminal.write(`\r${this.line()}\x1b[K`);
  }

  /** Erases the line, before other text is written to the same terminal or at the end. */
  clear(): void {
    this.terminal.write("\r\x1b[K");
  }

  line(): string {
    const seconds = (this.now() - this.started) / 1000;
    const rate = seconds > 0 ? this.done / seconds : 0;
    const counts = `${this.done}/${this.total} files`;
    const speed = `${rate.toFixed(1)} files/s`;
    const eta = `ETA ${rate > 0 ? clock((this.total - this.done) / rate) : "--:--"}`;
    const text = `${counts}  ${speed}  ${eta}`;
    const width = Math.max(10, Math.min(40, (this.terminal.columns ?? 80) - text.length - 4));
    const filled = this.total > 0 ? Math.round((this.done / this.total) * width) : width;
    return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${text}`;
  }
}

/** Seconds as m:ss (h:mm:ss from an hour). */
export function clock(seconds: number): string {
  const whole = Math.ceil(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
