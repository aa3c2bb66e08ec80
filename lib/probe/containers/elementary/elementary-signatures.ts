// How raw elementary streams begin, to pick the codec parser that can confirm them:
// start codes (ISO/IEC 13818-2 6.2.1; ITU-T H.264/H.265 Annex B) and audio frame syncwords
// (ISO/IEC 11172-3 2.4.1.3, ISO/IEC 13818-7 6.2 ADTS, ISO/IEC 14496-3 1.7.2 LATM, ATSC A/52 5.4.1,
// ETSI TS 102 114 DTS, the TrueHD/MLP major sync, the ISO/IEC 23008-3 MHAS sync packet).
import { BitReader } from "../../bits/bit-reader";
import type { CodecId, StreamIdentity } from "../../tables/mpeg-stream-types";

export interface ElementaryFormat {
  /** The container `type` reported for the raw stream. */
  type: string;
  identity: StreamIdentity;
}

export const ELEMENTARY_FORMATS: Readonly<Partial<Record<CodecId, ElementaryFormat>>> = {
  mp2v: {
    type: "m2v",
    identity: { kind: "video", format: "mp2v", codec: "mp2v", name: "MPEG-2 video elementary stream" },
  },
  h264: { type: "h264", identity: { kind: "video", format: "avc1", codec: "h264", name: "H.264 Annex B byte stream" } },
  hevc: { type: "hevc", identity: { kind: "video", format: "hvc1", codec: "hevc", name: "HEVC Annex B byte stream" } },
  aac: { type: "aac", identity: { kind: "audio", format: "mp4a", codec: "aac", name: "AAC in ADTS or LATM" } },
  "mpeg-audio": {
    type: "mpa",
    identity: { kind: "audio", format: "mp2l", codec: "mpeg-audio", name: "MPEG audio frames" },
  },
  ac3: { type: "ac3", identity: { kind: "audio", format: "ac-3", codec: "ac3", name: "AC-3 / E-AC-3 frames" } },
  dts: { type: "dts", identity: { kind: "audio", format: "dtsc", codec: "dts", name: "DTS frames" } },
  mpegh: {
    type: "mhas",
    identity: { kind: "audio", format: "mhm1", codec: "mpegh", name: "MPEG-H 3D audio MHAS stream" },
  },
  truehd: {
    type: "thd",
    identity: { kind: "audio", format: "mlpa", codec: "truehd", name: "Dolby TrueHD / MLP access units" },
  },
};

/** format_sync of TrueHD (0xF8726FBA) and of MLP (0xF8726FBB). */
const TRUEHD_FORMAT_SYNCS = [0xf8726fba, 0xf8726fbb];

/** Length of an ID3v2 tag at the start (ID3v2.4 3.1: "ID3", version, flags, 28-bit syncsafe size), else 0. */
export function id3TagLength(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const reader = new BitReader(bytes, 5);
  reader.skip(3); // unsynchronisation, extended header, experimental indicator
  const footer = reader.flag() ? 10 : 0;
  reader.skip(4);
  let size = 0;
  for (let i = 0; i < 4; i++) {
    reader.skip(1); // a syncsafe integer's bytes keep their top bit 0
    size = size * 128 + reader.u(7);
  }
  return 10 + size + footer;
}

/** Codecs whose stream may start at `bytes[offset]`, most likely first; empty when none. */
export function candidateCodecs(bytes: Uint8Array, offset = 0): CodecId[] {
  const b0 = bytes[offset];
  const b1 = bytes[offset + 1];
  if (b0 === undefined || b1 === undefined) return [];
  if (b0 === 0x0b && b1 === 0x77) return ["ac3"];
  // DTS core SYNC (ETSI TS 102 114 5.3.1), 16-bit big-endian form.
  if (b0 === 0x7f && b1 === 0xfe && bytes[offset + 2] === 0x80 && bytes[offset + 3] === 0x01) return ["dts"];
  // DTS-UHD sync frame (ETSI TS 103 491 Table 29: 0x40411BF2).
  if (b0 === 0x40 && b1 === 0x41 && bytes[offset + 2] === 0x1b && bytes[offset + 3] === 0xf2) return ["dts"];
  if (b0 === 0xff && (b1 & 0xf6) === 0xf0) return ["aac"]; // ADTS: syncword, layer '00'
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x06) !== 0) return ["mpeg-audio"];
  if (b0 === 0x56 && (b1 & 0xe0) === 0xe0) return ["aac"]; // LATM AudioSyncStream syncword 0x2B7
  // MPEG-H: an MHAS stream starts with its PACTYP_SYNC packet (ISO/IEC 23008-3 14.4.6: C0 01 A5).
  if (b0 === 0xc0 && b1 === 0x01 && bytes[offset + 2] === 0xa5) return ["mpegh"];
  // TrueHD/MLP: an access unit header, then the major sync's format_sync 0xF8726FBA/BB.
  if (bytes.length >= offset + 8 && TRUEHD_FORMAT_SYNCS.includes(new BitReader(bytes, offset + 4).u(32)))
    return ["truehd"];
  // Byte streams: leading zero_byte(s), then a start code prefix.
  let zeros = 0;
  while (bytes[offset + zeros] === 0x00 && zeros < 64) zeros++;
  if (zeros < 2 || bytes[offset + zeros] !== 0x01) return [];
  const code = bytes[offset + zeros + 1];
  if (code === undefined) return [];
  if (code === 0xb3) return ["mp2v"]; // sequence_header_code
  if (code & 0x80) return []; // forbidden_zero_bit of a NAL unit header
  const hevcType = (code >> 1) & 0x3f;
  const avcType = code & 0x1f;
  const candidates: CodecId[] = [];
  if ([32, 33, 34, 35, 39].includes(hevcType)) candidates.push("hevc"); // VPS, SPS, PPS, AUD, prefix SEI
  if ([6, 7, 8, 9].includes(avcType)) candidates.push("h264"); // SEI, SPS, PPS, AUD
  return candidates;
}
