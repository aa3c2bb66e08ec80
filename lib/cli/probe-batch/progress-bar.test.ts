import { describe, expect, it } from "vitest";
import { clock, ProgressBar } from "./progress-bar";

describe("the batch progress bar", () => {
  it("shows files done, files per second and the time left at that rate", () => {
    let now = 0;
    const written: string[] = [];
    const bar = new ProgressBar({ columns: 80, write: (text) => written.push(text) }, 100, () => now);
    now = 2000;
    for (let i = 0; i < 25; i++) bar.tick();
    // 25 files in 2 s: 12.5 files/s, 75 left → 6 s; a quarter of the 40-character bar (80 columns leave room).
    expect(bar.line()).toBe("[##########------------------------------] 25/100 files  12.5 files/s  ETA 0:06");
    bar.draw();
    expect(written.at(-1)).toBe(
      "\r[##########------------------------------] 25/100 files  12.5 files/s  ETA 0:06\x1b[K",
    );
  });

  it("redraws at most ten times a second, and always for the last file", () => {
    const now = 0;
    const written: string[] = [];
    const bar = new ProgressBar({ columns: 80, write: (text) => written.push(text) }, 3, () => now);
    bar.tick();
    bar.tick();
    expect(written).toHaveLength(1);
    bar.tick();
    expect(written).toHaveLength(2);
    expect(written[1]).toContain("3/3 files");
  });

  it("writes the time left as m:ss, and h:mm:ss from an hour", () => {
    expect(clock(6)).toBe("0:06");
    expect(clock(61.2)).toBe("1:02");
    expect(clock(3600 + 59)).toBe("1:00:59");
  });
});
