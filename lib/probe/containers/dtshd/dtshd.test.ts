// DTS-HD files (.dtshd) and the extension substream's asset descriptor: the real DTS Express file of the
// corpus against its references, and a DTS-HD Master Audio 7.1 stream generated from an ffmpeg 5.1 core
// with an extension substream written by the syntax of ETSI TS 102 114 7.4.1 (Table 7-2) and 7.4.2
// (Table 7-5), wrapped in the chunks of the DTS-HD file format.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDtsCoreFrameHeader } from "../../codecs/dts";
import { dtsHdFile, extensionSubstream } from "../../codecs/testing/dts-hd-frames";
import { ffprobeStreams, fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { concatBytes } from "../../io/concat-bytes";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";

const dir = mkdtempSync(join(tmpdir(), "probe-dtshd-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("DTS-HD files", () => {
  it("reads the DTS Express file of the corpus: rate and channels from the asset, duration from AUPR-HDR (mp4parser__dts-sample.dtshd)", async () => {
    const name = "mp4parser__dts-sample.dtshd";
    const result = await probe(new MemorySource(fixtureBytes(name), name));
    expect(ContainerProbe.safeParse(result).success).toBe(true);
    const [reference] = ffprobeStreams(name);
    expect(result.type).toBe("dtshd");
    expect(result.audio[0]).toMatchObject({
      format: "dtse", // MediaInfo: DTS LBR (DTS Express)
      channels: Number(reference!.channels), // 2
      sample_rate: { numerator: Number(reference!.sample_rate), denominator: 1 }, // 48000
      label: mediainfoTrack(name, "Audio").ChannelLayout!.split(" "), // L R
    });
    // 189 frames of 4096 samples at 48 kHz: ffprobe's 16.128 s.
    expect(result.audio[0]!.duration! / 48000).toBeCloseTo(Number(reference!.duration), 3);
  });

  it("reports the 8 channels of a Master Audio 7.1 asset over its 5.1 core (ETSI TS 102 114 7.4.2 nuTotalNumChs)", async () => {
    const raw = join(dir, "core51.dts");
    execFileSync("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:sample_rate=48000",
      "-t",
      "0.1",
      "-ac",
      "6",
      "-c:a",
      "dca",
      "-strict",
      "-2",
      raw,
    ]);
    const bytes = new Uint8Array(readFileSync(raw));
    const frames: Uint8Array[] = [];
    for (let offset = 0; offset < bytes.length;) {
      const core = parseDtsCoreFrameHeader(bytes, offset);
      if (!core) break;
      // C, L/R, Ls/Rs, LFE, Lsr/Rsr (Table 7-10 bits 0, 1, 2, 3, 6).
      frames.push(bytes.subarray(offset, offset + core.frameLength), extensionSubstream(96, 8, 0x4f));
      offset += core.frameLength;
    }
    const result = await probe(new MemorySource(dtsHdFile(concatBytes(frames), frames.length / 2), "ma71.dtshd"));
    expect(result.audio[0]).toMatchObject({
      format: "dtsl",
      channels: 8,
      label: ["C", "L", "R", "Ls", "Rs", "LFE", "Lsr", "Rsr"],
    });
    expect(result.audio[0]!.sample_rate).toEqual({ numerator: 48000, denominator: 1 });
  });
});
