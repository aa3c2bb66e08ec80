// A movie cut inside its sample description table (ISO/IEC 14496-12 8.5.2 'stsd'): the sample entry's
// fixed fields (12.2.3 AudioSampleEntry: channelcount, samplerate) and the esds objectTypeIndication
// (ISO/IEC 14496-1 7.2.6.6) survive the cut, so the track is kept with a diagnostic. Files made by ffmpeg
// (moov written last) and cut at byte offsets found in them.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";

const dir = mkdtempSync(join(tmpdir(), "probe-mp4-cut-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** H.264 video and MPEG-1 Layer II audio (esds objectTypeIndication 0x6B), 48 kHz stereo, moov at the end. */
function movie(): Uint8Array {
  const file = join(dir, "movie.mp4");
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=320x240:rate=25",
    "-f",
    "lavfi",
    "-i",
    "sine=sample_rate=48000",
    "-t",
    "1",
    "-c:v",
    "libx264",
    "-c:a",
    "mp2",
    "-ac",
    "2",
    file,
  ]);
  return new Uint8Array(readFileSync(file));
}

const find = (bytes: Uint8Array, type: string) => Buffer.from(bytes).indexOf(type) - 4;

describe("a movie cut inside stsd", () => {
  const bytes = movie();
  const esds = find(bytes, "esds");

  it("keeps the audio track with its channels, rate and coding when the cut falls inside the esds", async () => {
    // esds: box header (8), FullBox (4), ES_Descriptor header (5) and its fields (3), DecoderConfigDescriptor header (5), objectTypeIndication (1).
    const result = await probe(new MemorySource(bytes.subarray(0, esds + 8 + 4 + 5 + 3 + 5 + 1), "cut.mp4"));
    expect(result.audio).toHaveLength(1);
    expect(result.audio[0]).toMatchObject({
      format: "mp2l",
      channels: 2,
      sample_rate: { numerator: 48000, denominator: 1 },
    });
    expect(result.$diagnostics?.some((d) => d.includes("'mp4a' is cut short"))).toBe(true);
  });

  it("keeps the track when the cut falls in the entry's child boxes before the esds", async () => {
    const result = await probe(new MemorySource(bytes.subarray(0, esds + 4), "cut.mp4"));
    expect(result.audio[0]).toMatchObject({
      format: "mp4a",
      channels: 2,
      sample_rate: { numerator: 48000, denominator: 1 },
    });
  });
});
