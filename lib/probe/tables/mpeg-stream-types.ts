// Stream identification for MPEG-2 systems (ISO/IEC 13818-1): stream_type values (Table 2-34), the
// values other registries give to the user-private range, and registration format_identifiers
// (registered with the SMPTE Registration Authority, ISO/IEC 13818-1 2.6.8).

/** The codec header parser that understands a stream's bitstream (lib/probe/codecs/<id>). */
export type CodecId =
  | "mp2v"
  | "h264"
  | "hevc"
  | "mpeg-audio"
  | "aac"
  | "ac3"
  | "s302m"
  | "bluray-lpcm"
  | "dvd-lpcm"
  | "dts"
  | "truehd"
  | "av1"
  | "mpeg4-visual"
  | "mpegh";

/**
 * Codings whose frames all have the size the bit rate gives (MPEG audio without free format/VBR in
 * broadcast, AC-3 frmsizecod, AES3 and LPCM): payload bytes convert exactly to time.
 */
export const CONSTANT_BIT_RATE_CODECS: ReadonlySet<CodecId> = new Set([
  "mpeg-audio",
  "ac3",
  "s302m",
  "bluray-lpcm",
  "dvd-lpcm",
]);

export type StreamKind = "video" | "audio" | "subtitle" | "data";

export interface StreamIdentity {
  kind: StreamKind;
  /** Four-character code reported when the codec parser finds no header (or there is no parser). */
  format: string;
  codec?: CodecId;
  /** Human name for `$annotation.format`. */
  name: string;
}

const video = (format: string, name: string, codec?: CodecId): StreamIdentity => ({
  kind: "video",
  format,
  name,
  codec,
});
const audio = (format: string, name: string, codec?: CodecId): StreamIdentity => ({
  kind: "audio",
  format,
  name,
  codec,
});
const data = (format: string, name: string): StreamIdentity => ({ kind: "data", format, name });

/** ISO/IEC 13818-1 Table 2-34 stream_type assignments (0x00–0x7F), plus the ATSC/SCTE user-private values in common use. */
export const STREAM_TYPES: Readonly<Record<number, StreamIdentity>> = {
  0x01: video("mp1v", "MPEG-1 video (ISO/IEC 11172-2)", "mp2v"),
  0x02: video("mp2v", "MPEG-2 video (ISO/IEC 13818-2)", "mp2v"),
  0x03: audio("mp2l", "MPEG-1 audio (ISO/IEC 11172-3)", "mpeg-audio"),
  0x04: audio("mp2l", "MPEG-2 audio (ISO/IEC 13818-3)", "mpeg-audio"),
  0x05: data("priv", "Private sections (ISO/IEC 13818-1)"),
  0x06: data("priv", "PES packets containing private data"),
  0x07: data("mheg", "MHEG (ISO/IEC 13522)"),
  0x08: data("dsmc", "DSM-CC (ISO/IEC 13818-1 Annex A)"),
  0x0a: data("dsmc", "DSM-CC multi-protocol encapsulation (ISO/IEC 13818-6 type A)"),
  0x0b: data("dsmc", "DSM-CC U-N messages (ISO/IEC 13818-6 type B)"),
  0x0c: data("dsmc", "DSM-CC stream descriptors (ISO/IEC 13818-6 type C)"),
  0x0d: data("dsmc", "DSM-CC sections (ISO/IEC 13818-6 type D)"),
  0x0f: audio("mp4a", "AAC with ADTS transport syntax (ISO/IEC 13818-7)", "aac"),
  0x10: video("mp4v", "MPEG-4 Visual (ISO/IEC 14496-2)", "mpeg4-visual"),
  0x11: audio("mp4a", "AAC with LATM transport syntax (ISO/IEC 14496-3)", "aac"),
  0x15: data("meta", "Metadata in PES packets"),
  0x1b: video("avc1", "AVC video (ITU-T H.264)", "h264"),
  0x1c: audio("mp4a", "MPEG-4 audio without transport syntax (ISO/IEC 14496-3)", "aac"),
  0x20: video("avc1", "AVC MVC sub-bitstream (ITU-T H.264 Annex H)", "h264"),
  0x24: video("hvc1", "HEVC video (ITU-T H.265)", "hevc"),
  0x25: video("hvc1", "HEVC temporal video subset (ITU-T H.265)", "hevc"),
  // MHAS packets (ISO/IEC 23008-3 14; 13818-1 2.6.119): the main stream, and an auxiliary stream of the same audio scene.
  0x2d: audio("mhm1", "MPEG-H 3D audio main stream (ISO/IEC 23008-3)", "mpegh"),
  0x2e: audio("mhm2", "MPEG-H 3D audio auxiliary stream (ISO/IEC 23008-3)", "mpegh"),
  0x32: video("jxs1", "JPEG XS (ISO/IEC 21122-2)"),
  0x33: video("vvc1", "VVC video (ITU-T H.266)"),
  0x81: audio("ac-3", "AC-3 audio (ATSC A/52)", "ac3"),
  0x86: data("cuei", "SCTE-35 splice information (ANSI/SCTE 35)"),
  0x87: audio("ec-3", "E-AC-3 audio (ATSC A/52 Annex G)", "ac3"),
  // User-private value that ATSC-style muxers (ffmpeg among them) give DTS outside Blu-ray too.
  0x82: audio("dtsc", "DTS audio (ETSI TS 102 114)", "dts"),
  // Blu-ray's TrueHD value, which muxers (ffmpeg) also write without the HDMV registration; the major sync confirms it.
  0x83: audio("mlpa", "Dolby TrueHD audio", "truehd"),
};

/**
 * Blu-ray (BDAV/HDMV, announced by the "HDMV" registration) gives the user-private range other meanings,
 * e.g. 0x86 is DTS-HD Master Audio there rather than SCTE-35.
 */
export const HDMV_STREAM_TYPES: Readonly<Record<number, StreamIdentity>> = {
  0x80: audio("lpcm", "LPCM audio (Blu-ray)", "bluray-lpcm"),
  0x81: audio("ac-3", "AC-3 audio", "ac3"),
  0x82: audio("dtsc", "DTS audio", "dts"),
  0x83: audio("mlpa", "Dolby TrueHD audio", "truehd"),
  0x84: audio("ec-3", "E-AC-3 audio", "ac3"),
  0x85: audio("dtsh", "DTS-HD High Resolution audio", "dts"),
  0x86: audio("dtsl", "DTS-HD Master Audio", "dts"),
  0x90: { kind: "subtitle", format: "pgs ", name: "Presentation graphics (Blu-ray subtitles)" },
  0xa1: audio("ec-3", "E-AC-3 secondary audio", "ac3"),
  0xa2: audio("dtse", "DTS-HD secondary audio", "dts"),
  0xea: video("vc-1", "VC-1 video (SMPTE ST 421)"),
};

/** Registration descriptor format_identifier values that name a stream's coding (SMPTE RA). */
export const REGISTERED_FORMATS: Readonly<Record<string, StreamIdentity>> = {
  BSSD: audio("in24", "AES3 audio (SMPTE ST 302)", "s302m"),
  "AC-3": audio("ac-3", "AC-3 audio", "ac3"),
  EAC3: audio("ec-3", "E-AC-3 audio", "ac3"),
  // DTS frames of 512, 1024 and 2048 samples (SMPTE RA; ETSI TS 101 154 Annex G).
  DTS1: audio("dtsc", "DTS audio", "dts"),
  DTS2: audio("dtsc", "DTS audio", "dts"),
  DTS3: audio("dtsc", "DTS audio", "dts"),
  HEVC: video("hvc1", "HEVC video (ITU-T H.265)", "hevc"),
  "VC-1": video("vc-1", "VC-1 video (SMPTE ST 421)"),
  Opus: audio("Opus", "Opus audio"),
  CUEI: data("cuei", "SCTE-35 splice information (ANSI/SCTE 35)"),
  KLVA: data("klva", "KLV metadata (SMPTE ST 336)"),
  "ID3 ": data("ID3 ", "ID3 timed metadata"),
};
