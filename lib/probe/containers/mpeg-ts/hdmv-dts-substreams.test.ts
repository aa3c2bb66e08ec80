// Blu-ray DTS-HD Master Audio in a transport stream: each DTS core frame (ETSI TS 102 114 5.3.1) in one
// PES packet of stream_id 0xFD with stream_id_extension 0x71, its extension substream (7.4) in the next,
// 0x72 (ISO/IEC 13818-1 2.4.3.7, PES_extension_flag_2), on one PID of HDMV stream_type 0x86. The cores
// are ffmpeg's 5.1; each substream is built here: a header with static fields (Table 7-2, 7-3) and one
// asset of 8 channels (Table 7-5) ahead of an XLL sync word. A frame is the pair, counted once: both PES
// packets carry the core frame's PTS, and the core's header times it. A packet may hold several cores, the
// next one their substreams in the same order: the group is then the unit the PTS stamps.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { parseDtsCoreFrameHeader } from "../../codecs/dts";
import { bits } from "../../codecs/testing/bit-fields";
import { SYNC_DTS_X, xllFrame } from "../../codecs/testing/dts-hd-frames";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { pesTransportPackets } from "./testing/pes-builder";
import { concatPackets, hdmvProgramPackets } from "./testing/psi-builder";

const FRAMES = 8;

/**
 * An extension substream of `size` bytes whose header says its frame lasts 512 × (`durationCode` + 1) clock
 * cycles (Table 7-3), then an XLL sync word, or the whole `xll` frame when given.
 */
function extensionSubstream(size: number, durationCode: number, xll?: Uint8Array): Uint8Array {
  const header = bits([
    [0x64582025, 32],
    [0, 8],
    [0, 2],
    [1, 1],
    [23, 12],
    [size - 1, 20], // SYNCEXTSSH ... bHeaderSizeType 1, nuExtSSHeaderSize 24, nuExtSSFsize
    [1, 1],
    [2, 2],
    [durationCode, 3],
    [0, 1],
    [0, 3],
    [0, 3], // static fields: 48 kHz clock, the frame duration code, one presentation of one asset
    [1, 1],
    [1, 8],
    [0, 1], // nuActiveExSSMask, nuActiveAssetMask, bMixMetadataEnbl
    [size - 24 - 1, 20], // nuAssetFsize
    [20, 9],
    [0, 3],
    [0, 1],
    [0, 1],
    [0, 1], // nuAssetDescriptFsize, nuAssetIndex, no type, language or info text
    [23, 5],
    [12, 4],
    [7, 8], // nuBitResolution 24, nuMaxSampleRate 48 kHz, nuTotalNumChs 8
  ]);
  const bytes = new Uint8Array(size);
  bytes.set(header);
  new DataView(bytes.buffer).setUint32(24, 0x41a29547); // XLL
  for (let i = 28; i < size; i++) bytes[i] = (i * 151) & 0xff;
  if (xll) bytes.set(xll, 24);
  return bytes;
}

/** PES packet of stream_id 0xFD: PTS, then the PES extension with PES_extension_flag_2 and stream_id_extension. */
function hdmvPes(stream_id_extension: number, pts: number, payload: Uint8Array): Uint8Array {
  const header = bits([
    [2, 2],
    [0, 2],
    [0, 1],
    [0, 1],
    [0, 1],
    [0, 1], // '10', scrambling, priority, alignment, copyright, original
    [2, 2],
    [0, 1],
    [0, 1],
    [0, 1],
    [0, 1],
    [0, 1],
    [1, 1], // PTS_DTS_flags '10', ... PES_extension_flag
    [8, 8], // PES_header_data_length
    [2, 4],
    [Math.floor(pts / 2 ** 30), 3],
    [1, 1],
    [Math.floor(pts / 2 ** 15) & 0x7fff, 15],
    [1, 1],
    [pts & 0x7fff, 15],
    [1, 1],
    [0, 1],
    [0, 1],
    [0, 1],
    [7, 3],
    [1, 1], // PES_extension: only PES_extension_flag_2
    [1, 1],
    [1, 7],
    [0, 1],
    [stream_id_extension, 7], // marker, PES_extension_field_length 1, stream_id_extension_flag 0
  ]);
  const length = header.length + payload.length;
  return Uint8Array.from([0, 0, 1, 0xfd, length >> 8, length & 0xff, ...header, ...payload]);
}

/**
 * The `FRAMES` ffmpeg 5.1 cores in 0x71 PES packets, `grouped` to a packet, each packet followed by a 0x72
 * one with their substreams in the same order; both stamped with the first core's PTS.
 */
function hdmvDtsHd(substreamBytes: number, durationCode: number, grouped = 1, xll?: Uint8Array): Uint8Array {
  const cores = new Uint8Array(
    execFileSync("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:sample_rate=48000",
      "-af",
      `atrim=end_sample=${FRAMES * 512}`,
      "-ac",
      "6",
      "-c:a",
      "dca",
      "-strict",
      "-2",
      "-f",
      "dts",
      "-",
    ]),
  );
  const packets = hdmvProgramPackets(0x86);
  const lengths: number[] = [];
  for (let offset = 0; offset < cores.length; offset += lengths[lengths.length - 1]!)
    lengths.push(parseDtsCoreFrameHeader(cores, offset)!.frameLength);
  const frames = lengths.length;
  for (let first = 0, offset = 0, cc = 0; first < frames; first += grouped) {
    const group = lengths.slice(first, first + grouped);
    const coreBytes = group.reduce((sum, length) => sum + length, 0);
    const substreams = new Uint8Array(group.length * substreamBytes);
    group.forEach((_, i) => substreams.set(extensionSubstream(substreamBytes, durationCode, xll), i * substreamBytes));
    const pts = 90000 + first * 960;
    for (const pes of [
      hdmvPes(0x71, pts, cores.subarray(offset, offset + coreBytes)),
      hdmvPes(0x72, pts, substreams),
    ]) {
      const carried = pesTransportPackets(0x100, pes, cc);
      cc += carried.length;
      packets.push(...carried);
    }
    offset += coreBytes;
  }
  expect(frames).toBe(FRAMES);
  return concatPackets(packets);
}

const MASTER_AUDIO_7_1 = {
  format: "dtsl",
  channels: 8,
  sample_rate: { numerator: 48000, denominator: 1 },
  duration: FRAMES * 512,
};

describe("DTS-HD core and extension substream in two PES packets (HDMV stream_id_extension 0x71/0x72)", () => {
  it("counts each core and its substream as one frame, with the asset's 8 channels", async () => {
    const result = await probe(new MemorySource(hdmvDtsHd(3000, 0), "hdmv-dts-hd.m2ts"));
    expect(result.audio).toHaveLength(1);
    expect(result.audio[0]).toMatchObject(MASTER_AUDIO_7_1);
  });

  it("times the last pair by its core, whatever frame duration the substream header states", async () => {
    // A substream frame of 2048 clock cycles (nuExSSFrameDurationCode 3) after the last 512-sample core:
    // counted on its own, the last PES packet lasted four frames (11 frames for 8).
    const result = await probe(new MemorySource(hdmvDtsHd(3000, 3), "hdmv-dts-hd.m2ts"));
    expect(result.audio[0]).toMatchObject(MASTER_AUDIO_7_1);
  });

  it("keeps the transport packet that the end of the first read cuts (substreams larger than their cores)", async () => {
    // 6000-byte substreams (a 24-bit 7.1 XLL outweighs its core) put the end of the prober's first 64 KiB
    // read inside the last substream; the tail pass read on from the next whole packet, losing the one
    // cut, so the last pair was short of a packet and not counted (7 frames for 8).
    const file = hdmvDtsHd(6000, 0);
    expect(file.length).toBeGreaterThan(64 * 1024);
    const result = await probe(new MemorySource(file, "hdmv-dts-hd.m2ts"));
    expect(result.audio[0]).toMatchObject(MASTER_AUDIO_7_1);
  });

  it("reads cores grouped in one 0x71 packet, their substreams in the next 0x72 one, as Master Audio 7.1 (dtsc 5.1 before)", async () => {
    // Two or three cores to a packet, then their substreams: a core is followed by a core, not by its substream.
    for (const grouped of [2, 3]) {
      const result = await probe(new MemorySource(hdmvDtsHd(3000, 0, grouped), "hdmv-dts-hd-grouped.m2ts"));
      expect(result.audio, `${grouped} cores a packet`).toHaveLength(1);
      expect(result.audio[0], `${grouped} cores a packet`).toMatchObject(MASTER_AUDIO_7_1);
      expect(result.duration).toBe("00:00:00.085"); // 8 frames of 512 samples at 48 kHz: 85.33 ms
    }
  });

  it("reports DTS:X carried in the XLL frame of the 0x72 substreams, with the asset's 8 channels", async () => {
    const file = hdmvDtsHd(3000, 0, 1, xllFrame(2048, SYNC_DTS_X));
    const result = await probe(new MemorySource(file, "hdmv-dts-x.m2ts"));
    expect(result.audio[0]).toMatchObject({
      ...MASTER_AUDIO_7_1,
      properties: expect.objectContaining({ DtsProfile: "DTS-HD MA + DTS:X" }),
    });
  });
});
