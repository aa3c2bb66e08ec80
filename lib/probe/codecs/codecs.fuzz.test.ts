import { describe, expect, it } from "vitest";
import { AudioStream, VideoStream } from "../schema";
import type { AudioCodec, VideoCodec } from "./codec";
import {
  aacCodec,
  ac3Codec,
  av1Codec,
  avcCodec,
  dtsCodec,
  hevcCodec,
  jpeg2000Codec,
  mpeg2VideoCodec,
  mpegAudioCodec,
  mpeghCodec,
  mpeg4VisualCodec,
  smpte302mCodec,
  trueHdCodec,
} from ".";
import { flacMetadataStream } from "./flac";
import { mpegh3daConfigStream, readMpegh3daConfig } from "./mpegh";
import { dOpsStream, opusHeadStream } from "./opus";
import { vorbisSetupHeadersStream } from "./vorbis";
import { parseDtsCoreFrameHeader } from "./dts";
import { concatBytes } from "../io/concat-bytes";
import { extensionSubstream, SYNC_DTS_X, xllFrame } from "./testing/dts-hd-frames";
import { dtsUhdStream } from "./testing/dts-uhd-frames";
import { fixtureBytes, transportStreamElementaryStream } from "./testing/node-fixtures";

/** A small seeded generator (mulberry32), so that any failure is reproducible. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bit flips, a truncation, or a splice of two places, chosen by the seed. */
function mutate(bytes: Uint8Array, next: () => number): Uint8Array {
  const copy = bytes.slice();
  const kind = Math.floor(next() * 3);
  if (kind === 0) {
    for (let i = 0; i < 1 + next() * 16; i++) copy[Math.floor(next() * copy.length)]! ^= 1 << Math.floor(next() * 8);
    return copy;
  }
  if (kind === 1) return copy.subarray(0, Math.floor(next() * copy.length));
  const cut = Math.floor(next() * copy.length);
  const from = Math.floor(next() * copy.length);
  return new Uint8Array([...copy.subarray(0, cut), ...copy.subarray(from)]);
}

/** The bytes of a fixture from the first occurrence of `marker` (a box type, a header's magic), `length` long. */
function bytesAt(name: string, marker: string, length: number, skip = 0): Uint8Array {
  const bytes = fixtureBytes(name);
  const code = [...marker].map((c) => c.charCodeAt(0));
  const at = bytes.findIndex((_, i) => code.every((b, j) => bytes[i + j] === b));
  if (at < 0) throw new Error(`${name}: no ${marker}`);
  return bytes.subarray(at + skip, at + skip + length);
}

/**
 * DTS-HD Master Audio cores of the corpus grouped two by two before their extension substreams (as Blu-ray
 * PES packets 0x71 and 0x72 hold them), each substream an asset of 8 channels whose XLL frame carries DTS:X.
 */
function groupedDtsX(): Uint8Array {
  const cores = transportStreamElementaryStream("derived/gen__dts_51_48k.ts", 256, 8);
  const lengths: number[] = [];
  for (let at = 0, core; lengths.length < 4 && (core = parseDtsCoreFrameHeader(cores, at)); at += core.frameLength)
    lengths.push(core.frameLength);
  const substream = extensionSubstream(160, 8, 0x4f, xllFrame(128, SYNC_DTS_X));
  const pairs = [0, 2].map((first) => {
    const start = lengths.slice(0, first).reduce((sum, length) => sum + length, 0);
    return [cores.subarray(start, start + lengths[first]! + lengths[first + 1]!), substream, substream];
  });
  return concatBytes(pairs.flat());
}

/** A stream-header reader (CodecPrivate, a configuration box) in the shape of a codec. */
const headerReader = (fourcc: string, parse: AudioCodec["parse"]): AudioCodec => ({ fourcc, parse });

const cases: [string, VideoCodec | AudioCodec, Uint8Array, typeof VideoStream | typeof AudioStream][] = [
  [
    "mp2v",
    mpeg2VideoCodec,
    transportStreamElementaryStream("gen__mpeg2_422_576i_mp2eng_tc.ts", 256, 1).subarray(0, 4096),
    VideoStream,
  ],
  ["mp4v", mpeg4VisualCodec, transportStreamElementaryStream("derived/gen__mpeg4_bf2_12f.ts", 256, 4), VideoStream],
  ["avc1", avcCodec, fixtureBytes("gen__h264_annexb.264").subarray(0, 4096), VideoStream],
  ["hvc1", hevcCodec, transportStreamElementaryStream("tsduck__test-100.2.ts", 481, 1).subarray(0, 4096), VideoStream],
  // The first frame of an MXF JPEG 2000 track: a JP2 file header, then the codestream's SOC, SIZ, COD, QCD.
  ["mjp2", jpeg2000Codec, fixtureBytes("derived/gen__j2k_422_2f.mxf").subarray(6164, 6164 + 2048), VideoStream],
  ["mp2l", mpegAudioCodec, transportStreamElementaryStream("tsduck__test-025.ts", 4097, 1), AudioStream],
  ["mp4a", aacCodec, fixtureBytes("pmi__aac_he_v2.aac").subarray(0, 2048), AudioStream],
  // LOAS: a StreamMuxConfig, PayloadLengthInfo and the raw data with its SBR payload.
  ["mp4a LATM", aacCodec, fixtureBytes("streampack__aac.latm"), AudioStream],
  // MHAS: the sync packet, mpegh3daConfig and the first frames.
  ["mhm1", mpeghCodec, fixtureBytes("libmpegh__sine_1khz_cicp6.mhas").subarray(0, 2048), AudioStream],
  // An independent and a dependent E-AC-3 substream with its chanmap.
  ["ec-3 7.1", ac3Codec, fixtureBytes("dlbmp4__7ch_ddp_25fps_channel_id.ec3").subarray(0, 4096), AudioStream],
  ["ec-3", ac3Codec, transportStreamElementaryStream("tsduck__test-026.ts", 130, 1), AudioStream],
  [
    "dtsc",
    dtsCodec,
    transportStreamElementaryStream("derived/gen__dts_51_48k.ts", 256, 4).subarray(0, 8192),
    AudioStream,
  ],
  [
    "s302",
    smpte302mCodec,
    transportStreamElementaryStream("gen__mpeg2_s302m_24bit.ts", 257, 1).subarray(0, 2048),
    AudioStream,
  ],
  ["mlpa", trueHdCodec, fixtureBytes("derived/gen__mlp_51.mlp"), AudioStream],
  // av1C's configOBUs: the record's 4 bytes after the box type.
  ["av01", av1Codec, bytesAt("derived/gen__av1_main10_opus51.mp4", "av1C", 64, 8), VideoStream],
  [
    "vorb",
    headerReader("vorb", vorbisSetupHeadersStream),
    bytesAt("derived/gen__truehd_flac_opus_vorbis.mka", "\x01vorbis", 4096),
    AudioStream,
  ],
  [
    "Opus",
    headerReader("Opus", opusHeadStream),
    bytesAt("derived/gen__truehd_flac_opus_vorbis.mka", "OpusHead", 22),
    AudioStream,
  ],
  ["dOps", headerReader("Opus", dOpsStream), bytesAt("derived/gen__av1_main10_opus51.mp4", "dOps", 19, 4), AudioStream],
  [
    "fLaC",
    headerReader("fLaC", flacMetadataStream),
    fixtureBytes("derived/gen__flac_stereo.flac").subarray(0, 512),
    AudioStream,
  ],
  // Extension substreams without a core (DTS Express): the header's static fields and asset descriptor.
  ["dtse", dtsCodec, bytesAt("mp4parser__dts-sample.dtshd", "STRMDATA", 8192, 16), AudioStream],
  // DTS-UHD: sync and non-sync frames' FTOC headers (ETSI TS 103 491 6.4).
  ["dtsx", dtsCodec, dtsUhdStream(), AudioStream],
  // DTS-UHD with its metadata chunk: representation type and channel activity mask (Tables 7-22, 7-26).
  ["dtsx metadata", dtsCodec, dtsUhdStream({ nChIndex: 9 }), AudioStream],
  // Grouped cores and substreams, the XLL common header and the DTS:X sync word after its audio data.
  ["dtsl DTS:X", dtsCodec, groupedDtsX(), AudioStream],
  // mhaC's mpegh3daConfig: the 5-byte record header skipped.
  [
    "mha1",
    headerReader("mha1", (bytes, diagnostics) => {
      const config = readMpegh3daConfig(bytes, diagnostics);
      return config && mpegh3daConfigStream("mha1", config);
    }),
    bytesAt("libmpegh__sine_1khz_cicp16.mp4", "mhaC", 12, 9),
    AudioStream,
  ],
];

describe("codec parsers on damaged bytes", () => {
  it.each(cases)("%s: 500 seeded mutations never throw and give schema-valid streams", (_, codec, bytes, schema) => {
    const next = random(0x5eed);
    for (let i = 0; i < 500; i++) {
      const diagnostics: string[] = [];
      const mutated = mutate(bytes, next);
      const stream = codec.parse(mutated, diagnostics);
      if ("undecided" in codec) codec.undecided?.(mutated); // throws nothing either
      if (stream) expect(schema.safeParse(stream).success).toBe(true);
      expect(diagnostics.every((message) => message.length > 0 && !message.includes("\n"))).toBe(true);
    }
  });
});

const fieldCountCases: [string, VideoCodec, Uint8Array][] = [
  ["mp2v", mpeg2VideoCodec, fixtureBytes("derived/gen__mpeg2_25f.m2v").subarray(0, 8192)],
  ["avc1", avcCodec, fixtureBytes("derived/gen__h264_13f_2997.264")],
  ["hvc1", hevcCodec, fixtureBytes("derived/gen__hevc_25f.265")],
];

describe("field counting on damaged bytes", () => {
  it.each(fieldCountCases)(
    "%s: 500 seeded mutations never throw and count within the bytes given",
    (_, codec, bytes) => {
      const next = random(0xf1e1d);
      for (let i = 0; i < 500; i++) {
        const mutated = mutate(bytes, next);
        const count = codec.countFields?.(mutated, next() < 0.5);
        if (!count) continue;
        expect(count.bytes).toBeLessThanOrEqual(mutated.length);
        // Each picture starts with at least a start code prefix and a header byte, and shows at most six fields.
        expect(count.fields).toBeLessThanOrEqual(6 * count.pictures);
        expect(count.pictures).toBeLessThanOrEqual(mutated.length / 4);
      }
    },
  );
});

const frameCountCases: [string, AudioCodec, Uint8Array][] = [
  ["mp4a LATM", aacCodec, fixtureBytes("streampack__aac.latm")],
  ["mhm1", mpeghCodec, fixtureBytes("libmpegh__sine_1khz_cicp6.mhas").subarray(0, 4096)],
  ["dtsx", dtsCodec, dtsUhdStream()],
  ["dtsl DTS:X", dtsCodec, groupedDtsX()],
];

describe("frame counting on damaged bytes", () => {
  it.each(frameCountCases)(
    "%s: 500 seeded mutations never throw and count within the bytes given",
    (_, codec, bytes) => {
      const next = random(0xc0057);
      for (let i = 0; i < 500; i++) {
        const mutated = mutate(bytes, next);
        const count = codec.countWholeFrames?.(mutated);
        if (!count) continue;
        expect(count.bytes).toBeLessThanOrEqual(mutated.length);
        expect(count.frames).toBeLessThanOrEqual(mutated.length / 2);
        expect(Number.isFinite(count.seconds)).toBe(true);
      }
    },
  );
});
