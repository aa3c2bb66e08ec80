// Profile and level names of ITU-T H.264 (Annex A) and ITU-T H.265 (Annex A).

/** profile_idc → name, H.264 A.2; the "Constrained"/"Intra" variants depend on constraint flags. */
const AVC_PROFILES: Readonly<Record<number, string>> = {
  44: "CAVLC 4:4:4 Intra",
  66: "Baseline",
  77: "Main",
  83: "Scalable Baseline",
  86: "Scalable High",
  88: "Extended",
  100: "High",
  110: "High 10",
  118: "Multiview High",
  122: "High 4:2:2",
  128: "Stereo High",
  134: "MFC High",
  135: "MFC Depth High",
  138: "Multiview Depth High",
  139: "Enhanced Multiview Depth High",
  244: "High 4:4:4 Predictive",
};

/** Profiles whose constraint_set3_flag marks the all-Intra variant (A.2.8, A.2.9; 244 is A.2.11). */
const AVC_INTRA_VARIANTS = new Set([110, 122]);

export function avcProfileName(
  profile_idc: number,
  constraint_set1_flag: boolean,
  constraint_set3_flag: boolean,
): string {
  const name = AVC_PROFILES[profile_idc] ?? `Unknown (${profile_idc})`;
  if (profile_idc === 66 && constraint_set1_flag) return "Constrained Baseline"; // A.2.1.1
  if (AVC_INTRA_VARIANTS.has(profile_idc) && constraint_set3_flag) return `${name} Intra`;
  if (profile_idc === 244 && constraint_set3_flag) return "High 4:4:4 Intra";
  return name;
}

/** level_idc → "4.1"; level 1b is level_idc 11 with constraint_set3_flag, or 9 (A.3.1, Table A-1). */
export function avcLevelName(level_idc: number, profile_idc: number, constraint_set3_flag: boolean): string {
  const baselineMainExtended = profile_idc === 66 || profile_idc === 77 || profile_idc === 88;
  if (level_idc === 9 || (level_idc === 11 && constraint_set3_flag && baselineMainExtended)) return "1b";
  return (level_idc / 10).toFixed(1).replace(/\.0$/, "");
}

/** general_profile_idc → name, H.265 A.3. */
const HEVC_PROFILES: Readonly<Record<number, string>> = {
  1: "Main",
  2: "Main 10",
  3: "Main Still Picture",
  4: "Format Range Extensions",
  5: "High Throughput",
  6: "Multiview Main",
  7: "Scalable Main",
  8: "3D Main",
  9: "Screen Content Coding Extensions",
  10: "Scalable Format Range Extensions",
  11: "High Throughput Screen Content Coding Extensions",
};

export function hevcProfileName(general_profile_idc: number): string {
  return HEVC_PROFILES[general_profile_idc] ?? `Unknown (${general_profile_idc})`;
}

/** general_level_idc is 30 × the level number (H.265 A.4.1), e.g. 153 → "5.1". */
export function hevcLevelName(general_level_idc: number): string {
  return (general_level_idc / 30).toFixed(1).replace(/\.0$/, "");
}

/** general_tier_flag (H.265 A.4.1). */
export function hevcTierName(general_tier_flag: boolean): string {
  return general_tier_flag ? "High" : "Main";
}
