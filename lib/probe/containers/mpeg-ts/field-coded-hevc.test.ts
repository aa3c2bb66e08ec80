// Field-coded HEVC in a transport stream, made by ffmpeg's libx265 at test time (`interlace=tff`): each
// coded picture is one field (ITU-T H.265 E.2.1: field_seq_flag 1), its pic_timing SEI says which
// (D.3.3, Table D.2: pic_struct 1 top, 2 bottom), and each field has a PES packet of its own stamped a
// field period after the last (ISO/IEC 13818-1 2.7.4). Fifty 50 Hz fields: ffprobe and MediaInfo give the
// stream 1.000 s; two fields are one frame of a 25 Hz stream.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";

const FIELDS = 50;
const dir = mkdtempSync(join(tmpdir(), "probe-hevc-fields-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 50 pictures of 320x240 at 50 per second, each coded as a field, top field first. */
function fieldCodedStream(): string {
  const file = join(dir, "fields.ts");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=50", "-frames:v", String(FIELDS)],
    ...["-c:v", "libx265", "-x265-params", "interlace=tff:log-level=error", file],
  ]);
  return file;
}

function ffprobeDuration(file: string): number {
  const out = execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file]);
  return Number(out.toString());
}

describe("field-coded HEVC in a transport stream: a field pair is one frame", () => {
  it("counts 25 frames of 25 Hz over ffprobe's 1 s, the last PES packet timed as a field", async () => {
    const file = fieldCodedStream();
    expect(ffprobeDuration(file)).toBe(1);
    const result = await probe(new MemorySource(new Uint8Array(readFileSync(file)), file));
    expect(result.video[0]).toMatchObject({
      format: "hvc1",
      sample_rate: { numerator: 25, denominator: 1 },
      duration: FIELDS / 2,
      properties: expect.objectContaining({ PictureStructure: "field" }),
    });
    expect(result.duration).toBe("00:00:01.000");
  }, 60_000);
});
