// DecoderConfigDescriptor objectTypeIndication values (ISO/IEC 14496-1 Table 5, and those the MP4
// registration authority assigned since) → the `format` code of the coding an 'mp4a' entry carries.
export const AUDIO_OBJECT_TYPE_FORMATS: Readonly<Record<number, string>> = {
  0x40: "mp4a", // ISO/IEC 14496-3 audio
  0x66: "mp4a", // ISO/IEC 13818-7 AAC Main
  0x67: "mp4a", // ISO/IEC 13818-7 AAC LC
  0x68: "mp4a", // ISO/IEC 13818-7 AAC SSR
  0x69: "mp2l", // ISO/IEC 13818-3 audio
  0x6b: "mp2l", // ISO/IEC 11172-3 audio
  0xa5: "ac-3", // ETSI TS 102 366 AC-3
  0xa6: "ec-3", // ETSI TS 102 366 E-AC-3
  0xa9: "dtsc", // ETSI TS 102 114 DTS core (MP4RA)
  0xaa: "dtsh", // DTS-HD High Resolution Audio
  0xab: "dtsl", // DTS-HD Master Audio
  0xac: "dtse", // DTS Express
  0xdd: "vorb", // Vorbis (registered by the MP4RA; our code, as for A_VORBIS in Matroska)
};

/** objectTypeIndication of ISO/IEC 14496-2 Visual, whose DecoderSpecificInfo holds the VOS, VO and VOL headers. */
export const VISUAL_OBJECT_TYPE = 0x20;

/** objectTypeIndication of Vorbis, whose DecoderSpecificInfo holds the three setup headers, Xiph-laced. */
export const VORBIS_OBJECT_TYPE = 0xdd;

/** objectTypeIndication values whose DecoderSpecificInfo is an AudioSpecificConfig (14496-3 1.6.2.1; 13818-7 in 14496-3 1.A.2). */
export const AUDIO_SPECIFIC_CONFIG_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68]);
