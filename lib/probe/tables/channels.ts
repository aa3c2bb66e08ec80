// Channel labels for `label[]` (one per channel, in the order the bitstream carries them), using
// the loudspeaker symbols of SMPTE ST 428-3 / ST 377-4 (L, R, C, LFE, Ls, Rs, Cs, ...).

/** A numbered channel whose loudspeaker position the bitstream does not say (e.g. AES3 pairs). */
export function numberedChannels(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `Ch${i + 1}`);
}

/** Two independent mono programmes (MPEG audio dual_channel, AC-3 acmod 0 "1+1"). */
export const DUAL_MONO = ["M1", "M2"];
export const MONO = ["C"];
export const STEREO = ["L", "R"];
export const LFE = "LFE";

/** AC-3 acmod → channels in bitstream order (ATSC A/52 Table 5.8). */
export const AC3_AUDIO_CODING_MODES: readonly (readonly string[])[] = [
  DUAL_MONO,
  MONO,
  STEREO,
  ["L", "C", "R"],
  ["L", "R", "Cs"],
  ["L", "C", "R", "Cs"],
  ["L", "R", "Ls", "Rs"],
  ["L", "C", "R", "Ls", "Rs"],
];

/**
 * E-AC-3 chan_loc bits → the channels dependent substreams add beyond 5.1, bit 0 first (ETSI TS 102 366
 * Table F.6.1: Lc/Rc pair, Lrs/Rrs pair, Cs, Ts, Lsd/Rsd pair, Lw/Rw pair, Lvh/Rvh pair, Cvh, LFE2). As in
 * chanmap (Table E.1.4), bit 0 is the most significant of the 9-bit field.
 */
export const EAC3_CHANNEL_LOCATIONS: readonly (readonly string[])[] = [
  ["Lc", "Rc"],
  ["Lrs", "Rrs"],
  ["Cs"],
  ["Ts"],
  ["Lsd", "Rsd"],
  ["Lw", "Rw"],
  ["Lvh", "Rvh"],
  ["Cvh"],
  ["LFE2"],
];

/**
 * E-AC-3 chanmap bits → channel locations, bit 0 (the most significant) first (ATSC A/52 Table E.2.5:
 * L, C, R, Ls, Rs, Lc/Rc, Lrs/Rrs, Cs, Ts, Lsd/Rsd, Lw/Rw, Lvh/Rvh, Cvh, Lts/Rts, LFE2, LFE).
 */
export const EAC3_CHANNEL_MAP_LOCATIONS: readonly (readonly string[])[] = [
  ["L"],
  ["C"],
  ["R"],
  ["Ls"],
  ["Rs"],
  ...EAC3_CHANNEL_LOCATIONS.slice(0, 8),
  ["Lts", "Rts"],
  ["LFE2"],
  [LFE],
];

/**
 * ISO/IEC 23091-3 ChannelConfiguration (CICP) → its channel count and common name (Table 2: 1–20; 0 and
 * 21 onwards are not a layout). Positions are not listed: MPEG-H renders to any layout.
 */
export const CICP_CHANNEL_CONFIGURATIONS: Readonly<Record<number, { channels: number; name: string }>> = {
  1: { channels: 1, name: "1.0" },
  2: { channels: 2, name: "2.0" },
  3: { channels: 3, name: "3.0" },
  4: { channels: 4, name: "3.1 (L C R Cs)" },
  5: { channels: 5, name: "5.0" },
  6: { channels: 6, name: "5.1" },
  7: { channels: 8, name: "7.1 (front)" },
  8: { channels: 2, name: "1+1" },
  9: { channels: 3, name: "2.1 (L R Cs)" },
  10: { channels: 4, name: "2.2 (L R Ls Rs)" },
  11: { channels: 7, name: "6.1" },
  12: { channels: 8, name: "7.1" },
  13: { channels: 24, name: "22.2" },
  14: { channels: 8, name: "5.1.2" },
  15: { channels: 12, name: "10.2" },
  16: { channels: 10, name: "5.1.4" },
  17: { channels: 12, name: "6.1.4 + Ts" },
  18: { channels: 14, name: "6.1.4 + Ts + Lrs/Rrs" },
  19: { channels: 12, name: "7.1.4" },
  20: { channels: 14, name: "9.1.4" },
};

/** AAC channelConfiguration → channels in bitstream order (ISO/IEC 14496-3 Table 1.19). */
export const AAC_CHANNEL_CONFIGURATIONS: Readonly<Record<number, readonly string[]>> = {
  1: MONO,
  2: STEREO,
  3: ["C", "L", "R"],
  4: ["C", "L", "R", "Cs"],
  5: ["C", "L", "R", "Ls", "Rs"],
  6: ["C", "L", "R", "Ls", "Rs", LFE],
  7: ["C", "Lc", "Rc", "L", "R", "Ls", "Rs", LFE],
  11: ["C", "L", "R", "Ls", "Rs", "Cs", LFE],
  12: ["C", "L", "R", "Ls", "Rs", "Lrs", "Rrs", LFE],
};

/** Blu-ray LPCM channel_assignment → channels (BD-ROM Part 3 audio, as registered with stream_type 0x80). */
export const BLURAY_LPCM_CHANNEL_ASSIGNMENTS: Readonly<Record<number, readonly string[]>> = {
  1: MONO,
  3: STEREO,
  4: ["L", "C", "R"],
  5: ["L", "R", "Cs"],
  6: ["L", "C", "R", "Cs"],
  7: ["L", "R", "Ls", "Rs"],
  8: ["L", "C", "R", "Ls", "Rs"],
  9: ["L", "C", "R", "Ls", "Rs", LFE],
  10: ["L", "C", "R", "Ls", "Rs", "Lrs", "Rrs"],
  11: ["L", "C", "R", "Ls", "Rs", "Lrs", "Rrs", LFE],
};

/**
 * Vorbis channel order by channel count (Vorbis I 4.3.9), which Opus mapping family 1 shares (RFC 7845
 * 5.1.1.2): rear left/right of 4–6 channels are the surrounds, side and rear of 7.1 the surrounds and the rear surrounds.
 */
export const VORBIS_CHANNEL_ORDER: Readonly<Record<number, readonly string[]>> = {
  1: MONO,
  2: STEREO,
  3: ["L", "C", "R"],
  4: ["L", "R", "Ls", "Rs"],
  5: ["L", "C", "R", "Ls", "Rs"],
  6: ["L", "C", "R", "Ls", "Rs", LFE],
  7: ["L", "C", "R", "Ls", "Rs", "Cs", LFE],
  8: ["L", "C", "R", "Ls", "Rs", "Lrs", "Rrs", LFE],
};

/** FLAC channel assignment without a WAVEFORMATEXTENSIBLE_CHANNEL_MASK tag (RFC 9639 9.1.3). */
export const FLAC_CHANNEL_ORDER: Readonly<Record<number, readonly string[]>> = {
  1: MONO,
  2: STEREO,
  3: ["L", "R", "C"],
  4: ["L", "R", "Ls", "Rs"],
  5: ["L", "R", "C", "Ls", "Rs"],
  6: ["L", "R", "C", LFE, "Ls", "Rs"],
  7: ["L", "R", "C", LFE, "Cs", "Ls", "Rs"],
  8: ["L", "R", "C", LFE, "Lrs", "Rrs", "Ls", "Rs"],
};

/**
 * Dolby TrueHD presentation channel assignment bits, bit 0 first (Dolby TrueHD bitstream specification,
 * as ffmpeg's mlp_parse counts them): L/R, C, LFE, Ls/Rs, Lvh/Rvh, Lc/Rc, Lrs/Rrs, Cs, Ts, Lsd/Rsd, Lw/Rw, Cvh, LFE2.
 */
export const TRUEHD_CHANNEL_ASSIGNMENT: readonly (readonly string[])[] = [
  STEREO,
  ["C"],
  [LFE],
  ["Ls", "Rs"],
  ["Lvh", "Rvh"],
  ["Lc", "Rc"],
  ["Lrs", "Rrs"],
  ["Cs"],
  ["Ts"],
  ["Lsd", "Rsd"],
  ["Lw", "Rw"],
  ["Cvh"],
  ["LFE2"],
];

/** MLP channel_arrangement → channels (the 21 arrangements of the MLP major sync, as ffmpeg's mlp_parse maps them). */
export const MLP_CHANNEL_ARRANGEMENTS: readonly (readonly string[])[] = [
  MONO,
  STEREO,
  ["L", "R", "Cs"],
  ["L", "R", "Ls", "Rs"],
  ["L", "R", LFE],
  ["L", "R", "Cs", LFE],
  ["L", "R", "Ls", "Rs", LFE],
  ["L", "R", "C"],
  ["L", "R", "C", "Cs"],
  ["L", "R", "C", "Ls", "Rs"],
  ["L", "R", "C", LFE],
  ["L", "R", "C", "Cs", LFE],
  ["L", "R", "C", "Ls", "Rs", LFE],
  ["L", "R", "C", "Cs"],
  ["L", "R", "C", "Ls", "Rs"],
  ["L", "R", "C", LFE],
  ["L", "R", "C", "Cs", LFE],
  ["L", "R", "C", "Ls", "Rs", LFE],
  ["L", "R", "Ls", "Rs", LFE],
  ["L", "R", "C", "Ls", "Rs"],
  ["L", "R", "C", "Ls", "Rs", LFE],
];
