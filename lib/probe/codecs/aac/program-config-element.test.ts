// AAC whose channel_configuration is 0, the layout given by a program_config_element (ISO/IEC 14496-3
// 4.4.1.1): made by Debian's ffmpeg at test time, whose AAC encoder writes a PCE for these layouts, in
// ADTS (the PCE in the raw data), in MP4 (the PCE in the esds AudioSpecificConfig's GASpecificConfig) and in
// LOAS/LATM (the same AudioSpecificConfig in a StreamMuxConfig of audioMuxVersion 0, without its length).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { aacAudioStream, aacCodec, parseLoasFrame } from ".";

const dir = mkdtempSync(join(tmpdir(), "probe-aac-pce-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Half a second of AAC LC in `layout` (an ffmpeg channel layout name), as ADTS, MP4 or LOAS. */
function encode(layout: string, format: "adts" | "mp4" | "latm"): Uint8Array {
  const file = join(dir, `${layout}.${format}`);
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "sine",
    "-t",
    "0.5",
    "-af",
    `aformat=channel_layouts=${layout}`,
    "-c:a",
    "aac",
    "-f",
    format,
    file,
  ]);
  return readFileSync(file);
}

/** The layouts ffmpeg codes with channel_configuration 0 and a PCE, and their channel counts (libavutil's layouts). */
const LAYOUTS: Readonly<Record<string, number>> = { "2.1": 3, "3.0(back)": 3, quad: 4, "3.1": 4, "6.0": 6, "7.0": 7 };

describe("AAC program_config_element (ISO/IEC 14496-3 4.4.1.1)", () => {
  for (const [layout, channels] of Object.entries(LAYOUTS)) {
    it(`counts the ${channels} channels of ${layout} from the PCE of an ADTS frame`, () => {
      const bytes = encode(layout, "adts");
      const diagnostics: string[] = [];
      const stream = aacCodec.parse(bytes, diagnostics);
      expect(stream?.extension?.[0]).toMatchObject({ channel_configuration: 0 });
      expect(stream?.channels).toBe(channels);
      expect(diagnostics).toEqual([]);
    });

    // The first LOAS frame read directly: aacCodec.parse tries ADTS first, and for some of these layouts the
    // LATM payload happens to hold two chained ADTS-like headers.
    it(`counts the ${channels} channels of ${layout} from the PCE of a LOAS StreamMuxConfig`, () => {
      const config = parseLoasFrame(encode(layout, "latm"), 0)?.streamMuxConfig;
      expect(config).toMatchObject({ audioMuxVersion: 0, audioSpecificConfig: { channelConfiguration: 0 } });
      expect(aacAudioStream(config!.audioSpecificConfig, { type: "mp4a" }).channels).toBe(channels);
    });

    it(`counts the ${channels} channels of ${layout} from the PCE of an MP4 AudioSpecificConfig`, async () => {
      const result = await probe(new MemorySource(encode(layout, "mp4")));
      expect(result.audio[0]?.extension).toContainEqual(
        expect.objectContaining({ type: "mp4a", channelConfiguration: 0 }),
      );
      expect(result.audio[0]?.channels).toBe(channels);
    });
  }
});
