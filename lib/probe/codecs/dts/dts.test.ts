// DTS core frames made by Debian's ffmpeg at test time (`-c:a dca -strict -2`) in every container that
// carries them, against ffprobe on the same files and against what was asked of the encoder; the 14-bit
// form and the DTS-HD extension substream on bytes built here.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { bits } from "../testing/bit-fields";
import { dtsUhdStream, dtsUhdSyncFrame } from "../testing/dts-uhd-frames";
import { dtsCodec, parseDtsCoreFrameHeader, parseDtsExtensionSubstreamHeader } from ".";

const dir = mkdtempSync(join(tmpdir(), "probe-dts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ffmpeg = (...args: string[]) => execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

/** A 1 s DTS stream encoded once, then copied into each container (`-c copy`). */
function encode(channels: number, rate: number, extension: string): string {
  const raw = join(dir, `dts_${channels}_${rate}.dts`);
  if (!existsSync(raw)) {
    ffmpeg(
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=440:sample_rate=${rate}`,
      "-t",
      "1",
      "-ac",
      String(channels),
      "-c:a",
      "dca",
      "-strict",
      "-2",
      raw,
    );
  }
  if (extension === "dts") return raw;
  const file = join(dir, `dts_${channels}_${rate}.${extension}`);
  ffmpeg("-i", raw, "-c", "copy", "-strict", "-2", ...(extension === "mpg" ? ["-f", "vob"] : []), file);
  return file;
}

function ffprobeAudio(file: string): { channels: number; sample_rate: number; codec_name: string } {
  const out = execFileSync("ffprobe", [
    "-v",
    "error",
    "-select_streams",
    "a:0",
    "-show_entries",
    "stream=codec_name,channels,sample_rate",
    "-of",
    "json",
    file,
  ]);
  const stream = (JSON.parse(out.toString()) as { streams: Record<string, string | number>[] }).streams[0]!;
  return {
    codec_name: String(stream.codec_name),
    channels: Number(stream.channels),
    sample_rate: Number(stream.sample_rate),
  };
}

const LAYOUTS: Readonly<Record<number, string[]>> = {
  1: ["C"],
  2: ["L", "R"],
  // ffmpeg's 5.1 is AMODE 9 (C, L, R, Ls, Rs; Table 5-4) with the LFE channel (LFF).
  6: ["C", "L", "R", "Ls", "Rs", "LFE"],
};

describe("DTS core frame header (ETSI TS 102 114 5.3.1)", () => {
  for (const channels of [1, 2, 6]) {
    for (const rate of [44100, 48000]) {
      it(`reads ${channels} channels at ${rate} Hz in raw, TS, PS, Matroska, MP4 and WAV`, async () => {
        for (const extension of ["dts", "ts", "mpg", "mkv", "mp4", "wav"]) {
          const file = encode(channels, rate, extension);
          const reference = ffprobeAudio(file);
          expect(reference, file).toEqual({ codec_name: "dts", channels, sample_rate: rate });
          const result = await probe(new MemorySource(new Uint8Array(readFileSync(file)), file));
          expect(
            result.audio.map((a) => [a.format, a.channels, a.sample_rate?.numerator, a.label]),
            extension,
          ).toEqual([["dtsc", channels, rate, LAYOUTS[channels]]]);
        }
      }, 60_000);
    }
  }

  it("reads the fields of the first frame: 512 samples (NBLKS 15), FSIZE, RATE 1411.2 kbit/s", () => {
    const bytes = new Uint8Array(readFileSync(encode(6, 48000, "dts")));
    const header = parseDtsCoreFrameHeader(bytes, 0)!;
    expect(header).toMatchObject({
      FTYPE: 1,
      NBLKS: 15,
      AMODE: 9,
      SFREQ: 13,
      LFF: expect.any(Number),
      samplesPerFrame: 512,
      bitRate: 1411200,
    });
    expect(header.LFF).toBeGreaterThan(0);
    // Constant-rate frames follow each other FSIZE + 1 bytes apart.
    expect(parseDtsCoreFrameHeader(bytes, header.FSIZE + 1)).toBeDefined();
  });

  it("reads the 14-bit little-endian form (DTS-in-WAV CDs) as the 16-bit one", () => {
    const bytes = new Uint8Array(readFileSync(encode(2, 44100, "dts")));
    const frameBytes = parseDtsCoreFrameHeader(bytes, 0)!.FSIZE + 1;
    // Each frame starts a 16-bit word of its own.
    const frames = [0, 1, 2].map((i) =>
      toFourteenBitLittleEndian(bytes.subarray(i * frameBytes, (i + 1) * frameBytes)),
    );
    const fourteen = new Uint8Array(frames.reduce((n, f) => n + f.length, 0));
    frames.forEach((f, i) => fourteen.set(f, i * f.length));
    const header = parseDtsCoreFrameHeader(fourteen, 0);
    expect(header).toMatchObject({
      AMODE: 2,
      SFREQ: 8,
      FSIZE: frameBytes - 1,
      frameLength: Math.ceil((frameBytes * 8) / 14) * 2,
    });
    expect(dtsCodec.parse(fourteen, [])).toMatchObject({
      format: "dtsc",
      channels: 2,
      sample_rate: { numerator: 44100, denominator: 1 },
    });
  });
});

/** 14 bits per 16-bit word, little-endian (Annex D), packed here bit by bit. */
function toFourteenBitLittleEndian(bytes: Uint8Array): Uint8Array {
  const bits: number[] = [];
  for (const byte of bytes) for (let i = 7; i >= 0; i--) bits.push((byte >> i) & 1);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 14) {
    let value = 0;
    for (let j = 0; j < 14; j++) value = (value << 1) | (bits[i + j] ?? 0);
    // Bits 15 and 14 repeat the sign of the 14-bit word (Annex D).
    if (value & 0x2000) value |= 0xc000;
    out.push(value & 0xff, value >> 8);
  }
  return Uint8Array.from(out);
}

describe("DTS-HD extension substream (ETSI TS 102 114 7.4)", () => {
  /** A core frame followed by a substream of `size` bytes holding `sync` after its 16-byte header. */
  function withSubstream(core: Uint8Array, sync: number, size = 64): Uint8Array {
    const substream = new Uint8Array(size);
    // SYNCEXTSSH, UserDefinedBits 0, nExtSSIndex 0, bHeaderSizeType 0, nuExtSSHeaderSize 15 (16 bytes), nuExtSSFsize size-1.
    substream.set([0x64, 0x58, 0x20, 0x25, 0x00]);
    const fields = (15 << 16) | (size - 1); // 8 + 16 bits after the 3 bits above, MSB first
    substream[5] = (fields >> 19) & 0x1f;
    substream[6] = (fields >> 11) & 0xff;
    substream[7] = (fields >> 3) & 0xff;
    substream[8] = (fields << 5) & 0xe0;
    new DataView(substream.buffer).setUint32(16, sync);
    const frame = new Uint8Array(core.length + size);
    frame.set(core);
    frame.set(substream, core.length);
    return frame;
  }

  it("tells DTS-HD Master Audio (XLL), High Resolution (XBR) and Express (LBR) from the substream", () => {
    const bytes = new Uint8Array(readFileSync(encode(6, 48000, "dts")));
    const core = bytes.subarray(0, parseDtsCoreFrameHeader(bytes, 0)!.FSIZE + 1);
    const stream = (sync: number) => {
      const frame = withSubstream(core, sync);
      const twoFrames = new Uint8Array(frame.length * 2);
      twoFrames.set(frame);
      twoFrames.set(frame, frame.length);
      return dtsCodec.parse(twoFrames, []);
    };
    expect(parseDtsExtensionSubstreamHeader(withSubstream(core, 0x41a29547), core.length)).toMatchObject({
      nuExtSSHeaderSize: 16,
      nuExtSSFsize: 64,
    });
    expect(stream(0x41a29547)).toMatchObject({ format: "dtsl", channels: 6 });
    expect(stream(0x655e315e)).toMatchObject({ format: "dtsh", channels: 6 });
    expect(stream(0x0a801921)).toMatchObject({ format: "dtse" });
  });

  it("takes the channel count from the asset descriptor's nuTotalNumChs: 7.1 over a 5.1 core (6 before)", () => {
    const bytes = new Uint8Array(readFileSync(encode(6, 48000, "dts")));
    const core = bytes.subarray(0, parseDtsCoreFrameHeader(bytes, 0)!.FSIZE + 1);
    // Table 7-2 (header, bHeaderSizeType 0), Table 7-3 (static fields: one presentation of one asset,
    // no time stamp, no mix metadata), the asset's size, Table 7-5 (asset descriptor up to nuTotalNumChs 8).
    const size = 40;
    const header = bits([
      [0x64582025, 32],
      [0, 8],
      [0, 2],
      [0, 1],
      [23, 8],
      [size - 1, 16], // SYNCEXTSSH ... nuExtSSHeaderSize 24, nuExtSSFsize
      [1, 1],
      [0, 2],
      [0, 3],
      [0, 1],
      [0, 3],
      [0, 3], // bStaticFieldsPresent, nuRefClockCode, nuExSSFrameDurationCode, bTimeStampFlag, presentations, assets
      [1, 1],
      [1, 8],
      [0, 1], // nuActiveExSSMask, nuActiveAssetMask, bMixMetadataEnbl
      [size - 24 - 1, 16], // nuAssetFsize
      [20, 9],
      [0, 3],
      [0, 1],
      [0, 1],
      [0, 1], // nuAssetDescriptFsize, nuAssetIndex, no type, language or info text
      [23, 5],
      [0, 4],
      [7, 8], // nuBitResolution 24, nuMaxSampleRate, nuTotalNumChs 8
    ]);
    const substream = new Uint8Array(size);
    substream.set(header);
    new DataView(substream.buffer).setUint32(24, 0x41a29547); // XLL
    const frame = new Uint8Array(core.length + size);
    frame.set(core);
    frame.set(substream, core.length);
    const twoFrames = new Uint8Array(frame.length * 2);
    twoFrames.set(frame);
    twoFrames.set(frame, frame.length);
    expect(parseDtsExtensionSubstreamHeader(frame, core.length)).toMatchObject({
      nuExtSSHeaderSize: 24,
      asset: { nuTotalNumChs: 8 },
    });
    expect(dtsCodec.parse(twoFrames, [])).toMatchObject({ format: "dtsl", channels: 8 });
  });
});

describe("DTS-UHD (ETSI TS 103 491)", () => {
  it("reads a raw stream's sync frame (dtsx, 48 kHz) and counts its 8 frames of 1024 samples (not recognised before)", async () => {
    const result = await probe(new MemorySource(dtsUhdStream(), "x.dtsx"));
    expect(result.type).toBe("dts");
    expect(result.audio[0]).toMatchObject({
      format: "dtsx",
      sample_rate: { numerator: 48000, denominator: 1 },
      duration: 8 * 1024,
    });
  });

  it("refuses a sync frame whose FTOC fails its CRC-16 (6.4.6.2)", () => {
    const frame = Uint8Array.from(dtsUhdSyncFrame());
    expect(dtsCodec.parse(frame, [])).toMatchObject({ format: "dtsx" });
    frame[7]! ^= 0x01;
    expect(dtsCodec.parse(frame, [])).toBeUndefined();
  });
});
