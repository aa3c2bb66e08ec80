// `broadmark watermark`: embed into generated pink noise, detect it back as NDJSON, and the exit codes of
// bad usage and unreadable input. Runs the command in process, capturing what it writes.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import { run } from "./watermark";
import { UsageError, wholeOption } from "./watermark-options";

const dir = mkdtempSync(path.join(tmpdir(), "broadmark-watermark-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function broadmark(...args: string[]) {
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    const code = await run(args);
    return {
      code,
      stdout: stdout.mock.calls.map(([text]) => String(text)).join(""),
      stderr: stderr.mock.calls.map(([text]) => String(text)).join(""),
    };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

describe("broadmark watermark", () => {
  it("embeds a code from a broadcast time and detects it back, one JSON line per block", async () => {
    const noise = path.join(dir, "noise.wav");
    execFileSync("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "anoisesrc=color=pink:amplitude=0.3:seed=3:duration=13:sample_rate=48000",
      "-ac",
      "2",
      noise,
    ]);
    const marked = path.join(dir, "marked.m4a");
    const embedded = await broadmark(
      "embed",
      "--sid",
      "4242",
      "--csid",
      "0x1abcd",
      "--start",
      "2026-11-27T21:00:00+01:00",
      noise,
      marked,
    );
    expect(embedded.code, embedded.stderr).toBe(0);
    expect(embedded.stderr).toMatch(
      /^broadmark watermark: \d+ blocks of sid 4242, csid 0x1ABCD embedded in .*marked\.m4a/,
    );

    const detected = await broadmark("detect", marked);
    expect(detected.code, detected.stderr).toBe(0);
    const lines = detected.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toEqual({
      start: expect.closeTo(0, 1),
      sid: 4242,
      csid: "0x1ABCD",
      time: "2026-11-27T20:00:00Z",
      confidence: expect.any(Number),
      version: "3.0.0",
    });
    expect(lines[1]).toMatchObject({ sid: 4242, csid: "0x1ABCD", time: "2026-11-27T20:00:04Z" });
    expect(detected.stderr).toMatch(
      new RegExp(
        `^broadmark watermark: ${lines.length} blocks in 13\\.0 s of audio \\(broadmark-ss 3\\.0\\.0, 2\\.0\\.0, 1\\.0\\.0\\)`,
      ),
    );

    const unmarked = await broadmark("detect", noise);
    expect([unmarked.code, unmarked.stdout]).toEqual([0, ""]);

    // Marked by 2.0.0 (another payload layout, invisible to 3.0.0's detector), found with the default 3.0.0.
    const older = path.join(dir, "marked-2.wav");
    process.env.BROADMARK_WATERMARK_ENGINE = "broadmark-ss@2.0.0";
    try {
      const embedded2 = await broadmark(
        "embed",
        "--sid",
        "77",
        "--csid",
        "0x2beef",
        "--start",
        "2026-11-27T20:00:00Z",
        noise,
        older,
      );
      expect(embedded2.code, embedded2.stderr).toBe(0);
    } finally {
      delete process.env.BROADMARK_WATERMARK_ENGINE;
    }
    const found2 = (await broadmark("detect", older)).stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(found2.length).toBeGreaterThanOrEqual(1);
    expect(found2[0]).toMatchObject({ sid: 77, csid: "0x2BEEF", time: "2026-11-27T20:00:00Z", version: "2.0.0" });
  });

  it("exits 2 with ffmpeg's reason when the input cannot be read", async () => {
    const missing = await broadmark("detect", path.join(dir, "absent.wav"));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/absent\.wav: No such file or directory/);
  });

  it("exits 64 with the usage on bad usage, and 0 with it on --help", async () => {
    const cases: [string[], RegExp][] = [
      [[], /a subcommand is needed/],
      [["erase"], /unknown subcommand erase/],
      [["detect"], /detect takes one FILE or URL/],
      [["detect", "--stream", "x", "a.wav"], /--stream must be a whole number from 0 to 63/],
      [["detect", "--bogus", "a.wav"], /Unknown option '--bogus'/],
      [
        ["embed", "--sid", "1", "--csid", "0x1ABCD", "--start", "2026-01-01T00:00:00Z", "a.wav", "b.avi"],
        /OUT's extension must be one of/,
      ],
      [
        ["embed", "--sid", "70000", "--csid", "0x1ABCD", "--start", "2026-01-01T00:00:00Z", "a.wav", "b.wav"],
        /--sid must be a whole number from 0 to 65535/,
      ],
      [
        ["embed", "--sid", "1", "--csid", "1ABCD", "--start", "2026-01-01T00:00:00Z", "a.wav", "b.wav"],
        /--csid must be 0x followed by 5 hex digits/,
      ],
      [
        ["embed", "--sid", "1", "--csid", "0x1ABCD", "--start", "tonight", "a.wav", "b.wav"],
        /--start \(an ISO 8601 instant/,
      ],
    ];
    for (const [args, message] of cases) {
      const result = await broadmark(...args);
      expect([args, result.code]).toEqual([args, 64]);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain("usage: broadmark watermark detect");
    }
    const help = await broadmark("detect", "--help");
    expect([help.code, help.stdout]).toEqual([
      0,
      expect.stringContaining("exit status: 0 done, 2 the input could not be read or decoded, 64 bad usage"),
    ]);
  });

  it("reads any option text as a number in range or a usage error, never anything else", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          const value = wholeOption("stream", text, 0, 0, 63);
          return /^\d+$/.test(text) && Number.isInteger(value) && value >= 0 && value <= 63;
        } catch (error) {
          return error instanceof UsageError;
        }
      }),
    );
  });
});
