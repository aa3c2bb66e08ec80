// DTS:X in DTS-HD Master Audio: ffmpeg's 5.1 cores, each followed by an extension substream of one 7.1
// asset whose XLL frame carries, after its audio data, the DTS:X (0x02000850) or DTS:X IMAX (0xF14000D0,
// last bit free) extension sync word, as ffmpeg's DCA decoder finds it (libavcodec/dca_xll.c); built by
// codecs/testing/dts-hd-frames.ts, then copied by ffmpeg into a transport stream, Matroska (A_DTS) and MP4
// (its sample entry also renamed dtsh and dtsx), and wrapped in a DTS-HD file.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { concatBytes } from "../../io/concat-bytes";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { dtsHdFile, extensionSubstream, SYNC_DTS_X, SYNC_DTS_X_IMAX, xllFrame } from "../testing/dts-hd-frames";
import { parseDtsCoreFrameHeader } from ".";

const dir = mkdtempSync(join(tmpdir(), "probe-dts-x-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ffmpeg = (...args: string[]) => execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
/** C, L/R, Ls/Rs, LFE, Lsr/Rsr (ETSI TS 102 114 Table 7-10 bits 0, 1, 2, 3, 6): the asset's 7.1. */
const MASK_7_1 = 0x4f;

/** 0.1 s of ffmpeg 5.1 cores, each followed by a substream whose XLL frame carries `extensionSync`. */
function masterAudio(extensionSync: number | undefined): { stream: Uint8Array; frames: number } {
  const raw = join(dir, "core51.dts");
  ffmpeg(
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000", "-t", "0.1", "-ac", "6"],
    ...["-c:a", "dca", "-strict", "-2", raw],
  );
  const cores = new Uint8Array(readFileSync(raw));
  const parts: Uint8Array[] = [];
  for (let offset = 0, core; (core = parseDtsCoreFrameHeader(cores, offset)); offset += core.frameLength) {
    parts.push(cores.subarray(offset, offset + core.frameLength));
    parts.push(extensionSubstream(160, 8, MASK_7_1, xllFrame(128, extensionSync)));
  }
  return { stream: concatBytes(parts), frames: parts.length / 2 };
}

/** The MP4 with its AudioSampleEntry's type (ISO/IEC 14496-12 12.2.3) renamed from ffmpeg's mp4a to `type`. */
function withSampleEntry(mp4: Uint8Array, type: string): Uint8Array {
  const text = new TextDecoder("latin1").decode(mp4);
  const at = text.indexOf("mp4a", text.indexOf("stsd"));
  expect(at).toBeGreaterThan(0);
  const renamed = Uint8Array.from(mp4);
  renamed.set(new TextEncoder().encode(type), at);
  return renamed;
}

/** The stream as a raw file, in a DTS-HD file, or copied by ffmpeg into `container` (mp4-dtsh: its sample entry renamed). */
async function probeAs(stream: Uint8Array, frames: number, container: string) {
  const raw = join(dir, "ma.dts");
  writeFileSync(raw, stream);
  const [extension, sampleEntry] = container.split("-");
  const file = join(dir, `ma.${extension}`);
  if (extension !== "dts" && extension !== "dtshd") ffmpeg("-i", raw, "-c", "copy", "-strict", "-2", file);
  const bytes =
    extension === "dtshd" ? dtsHdFile(stream, frames) : new Uint8Array(readFileSync(extension === "dts" ? raw : file));
  const source = sampleEntry ? withSampleEntry(bytes, sampleEntry) : bytes;
  return (await probe(new MemorySource(source, file))).audio;
}

describe("DTS:X in DTS-HD Master Audio (the XLL frame's extension sync word)", () => {
  for (const [sync, profile] of [
    [SYNC_DTS_X, "DTS-HD MA + DTS:X"],
    [SYNC_DTS_X_IMAX, "DTS-HD MA + DTS:X IMAX"],
    [SYNC_DTS_X_IMAX + 1, "DTS-HD MA + DTS:X IMAX"],
  ] as const) {
    it(`reports ${profile} (0x${sync.toString(16)}) with the XLL asset's 8 channels in raw, DTS-HD, TS, Matroska and MP4`, async () => {
      const { stream, frames } = masterAudio(sync);
      for (const container of ["dts", "dtshd", "ts", "mkv", "mp4", "mp4-dtsh", "mp4-dtsx"]) {
        const [audio] = await probeAs(stream, frames, container);
        expect(audio, container).toMatchObject({
          channels: 8,
          properties: expect.objectContaining({ DtsProfile: profile }),
        });
        expect(audio?.$annotation?.format, container).toBe(
          `DTS-HD Master Audio + ${profile.slice("DTS-HD MA + ".length)}`,
        );
      }
    }, 60_000);
  }

  it("reports no DTS:X where the XLL frame ends without the extension", async () => {
    const { stream, frames } = masterAudio(undefined);
    const [audio] = await probeAs(stream, frames, "dts");
    expect(audio).toMatchObject({ format: "dtsl", channels: 8 });
    expect(audio?.properties?.DtsProfile).toBeUndefined();
  });
});
