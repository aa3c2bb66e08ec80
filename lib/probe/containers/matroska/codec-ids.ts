// Matroska CodecID strings (RFC 9559 and the Matroska codec mappings) → the four-character `format`
// codes of docs/api.md §2.5: the sample entry codes registered for ISO base media files (MP4RA) where one
// exists, else QuickTime's, else (marked below) a code of ours. PCM codes depend on the bit depth and
// byte order, as QuickTime's do.
import type { CodecId } from "../../tables/mpeg-stream-types";

const FORMATS: Readonly<Record<string, string>> = {
  "V_MPEG4/ISO/AVC": "avc1",
  "V_MPEGH/ISO/HEVC": "hvc1",
  V_VP8: "vp08",
  V_VP9: "vp09",
  V_AV1: "av01",
  V_MPEG1: "mp1v", // ours, as for MPEG-1 video in every container (ISO files use 'mp4v' with an objectTypeIndication)
  V_MPEG2: "mp2v", // ours, likewise
  "V_MPEG4/ISO/SP": "mp4v",
  "V_MPEG4/ISO/ASP": "mp4v",
  "V_MPEG4/ISO/AP": "mp4v",
  V_MJPEG: "jpeg", // QuickTime
  V_FFV1: "FFV1", // no registered sample entry: the coding's own FourCC (RFC 9043 4.2)
  A_AAC: "mp4a",
  A_AC3: "ac-3",
  "A_AC3/BSID9": "ac-3",
  "A_AC3/BSID10": "ac-3",
  A_EAC3: "ec-3",
  "A_MPEG/L1": "mp2l", // ours, as for MPEG audio in every container (ISO files use 'mp4a' with an objectTypeIndication)
  "A_MPEG/L2": "mp2l",
  "A_MPEG/L3": "mp2l",
  A_OPUS: "Opus", // Encapsulation of Opus in ISO base media file format
  A_VORBIS: "vorb", // ours: Vorbis has no sample entry code; ISO files carry it in 'mp4a' with objectTypeIndication 0xDD
  A_FLAC: "fLaC", // Encapsulation of FLAC in ISO base media file format
  A_ALAC: "alac",
  A_DTS: "dtsc", // ETSI TS 102 114 Annex E
  A_TRUEHD: "mlpa", // Dolby TrueHD in ISO base media files
  "S_TEXT/UTF8": "srt ", // ours: SubRip-style plain UTF-8 text (3GPP 'tx3g' is a different sample format, with style records)
  "S_TEXT/USF": "usf ", // ours: Universal Subtitle Format (XML)
  "S_TEXT/WEBVTT": "wvtt", // ISO/IEC 14496-30
  "D_WEBVTT/SUBTITLES": "wvtt",
  "S_TEXT/TTML": "stpp", // ISO/IEC 14496-30
  "S_TEXT/ASS": "ass ", // ours: no registered code for ASS/SSA
  "S_TEXT/SSA": "ssa ", // ours
  "S_HDMV/PGS": "pgs ", // ours: no registered code for Blu-ray presentation graphics
  S_VOBSUB: "vobs", // ours: ISO files carry VobSub in 'mp4s' with objectTypeIndication 0xE0
  S_DVBSUB: "dvbs", // ours, as for DVB subtitles in transport streams
};

/** CodecIDs whose stream headers are in the frames only (no CodecPrivate): the codec parser reads the first frames. */
export const BITSTREAM_CODECS: Readonly<Record<string, CodecId>> = {
  A_AC3: "ac3",
  "A_AC3/BSID9": "ac3",
  "A_AC3/BSID10": "ac3",
  A_EAC3: "ac3",
  A_DTS: "dts",
  "A_MPEG/L1": "mpeg-audio",
  "A_MPEG/L2": "mpeg-audio",
  "A_MPEG/L3": "mpeg-audio",
  V_MPEG1: "mp2v",
  V_MPEG2: "mp2v",
  A_TRUEHD: "truehd",
};

/**
 * CodecIDs whose decoder configuration record (CodecPrivate) may be missing, the parameter sets then in
 * band in the first frames (ISO/IEC 14496-15 NAL units with 4-byte lengths, or an Annex B byte stream).
 */
export const IN_BAND_PARAMETER_SET_CODECS: Readonly<Record<string, CodecId>> = {
  "V_MPEG4/ISO/AVC": "h264",
  "V_MPEGH/ISO/HEVC": "hevc",
};

/** Whether the codec parser reads the track's first frames: headers only in the bitstream, or no CodecPrivate to hold them. */
export function readsFirstFrames(codecId: string | undefined, codecPrivate: Uint8Array | undefined): boolean {
  return (
    codecId !== undefined && (codecId in BITSTREAM_CODECS || (!codecPrivate && codecId in IN_BAND_PARAMETER_SET_CODECS))
  );
}

/** PCM by bit depth: little-endian integer, big-endian integer, IEEE float. */
const PCM: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  "A_PCM/INT/LIT": { 8: "raw ", 16: "sowt", 24: "in24", 32: "in32" },
  "A_PCM/INT/BIG": { 8: "twos", 16: "twos", 24: "in24", 32: "in32" },
  "A_PCM/FLOAT/IEEE": { 32: "fl32", 64: "fl64" },
};

/** The format code of a CodecID; an unknown CodecID is reported as itself. */
export function formatOfCodecId(codecId: string, bitDepth?: number): string {
  const pcm = PCM[codecId];
  if (pcm) return (bitDepth !== undefined && pcm[bitDepth]) || "lpcm";
  // A_AAC/MPEG4/LC and the like: the profile suffixes of the older AAC CodecIDs.
  return FORMATS[codecId] ?? (codecId.startsWith("A_AAC/") ? "mp4a" : codecId);
}

/** Whether the CodecID is uncompressed PCM, whose BitDepth is the sample size (for other codings it is only a decoder hint). */
export function isPcm(codecId: string): boolean {
  return codecId in PCM;
}

/** PCM byte order of the CodecID, when it is PCM. */
export function pcmEndianness(codecId: string): "little" | "big" | undefined {
  if (codecId === "A_PCM/INT/LIT" || codecId === "A_PCM/FLOAT/IEEE") return "little";
  if (codecId === "A_PCM/INT/BIG") return "big";
  return undefined;
}
