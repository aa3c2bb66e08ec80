// Code tables of ISO/IEC 13818-2 (MPEG-2 video), also used by containers that carry it (MXF, MP4).

/** frame_rate_code → frame_rate_value as a fraction, Table 6-4. */
export const FRAME_RATES: Readonly<Record<number, readonly [number, number]>> = {
  1: [24000, 1001],
  2: [24, 1],
  3: [25, 1],
  4: [30000, 1001],
  5: [30, 1],
  6: [50, 1],
  7: [60000, 1001],
  8: [60, 1],
};

/** aspect_ratio_information → display aspect ratio, Table 6-3 (1 means square samples instead). */
export const DISPLAY_ASPECT_RATIOS: Readonly<Record<number, readonly [number, number]>> = {
  2: [4, 3],
  3: [16, 9],
  4: [221, 100],
};
/** aspect_ratio_information 1: "Square sample" (Table 6-3). */
export const SQUARE_SAMPLES = 1;

/** Profile identification, bits 6..4 of profile_and_level_indication (Table 8-2). */
const PROFILES: Readonly<Record<number, string>> = {
  1: "High",
  2: "Spatially Scalable",
  3: "SNR Scalable",
  4: "Main",
  5: "Simple",
};

/** Level identification, bits 3..0 of profile_and_level_indication (Table 8-3). */
const LEVELS: Readonly<Record<number, string>> = { 4: "High", 6: "High 1440", 8: "Main", 10: "Low" };

/** profile_and_level_indication with the escape bit set: 4:2:2 and multi-view profiles (Table 8-4). */
const ESCAPED_PROFILES_AND_LEVELS: Readonly<Record<number, string>> = {
  0x82: "4:2:2@High",
  0x85: "4:2:2@Main",
  0x8a: "Multi-view@High",
  0x8b: "Multi-view@High 1440",
  0x8d: "Multi-view@Main",
  0x8e: "Multi-view@Low",
};

/** "Profile@Level" for a profile_and_level_indication (clause 8.1), e.g. 0x48 → "Main@Main". */
export function profileAndLevelName(indication: number): string | undefined {
  if (indication & 0x80) return ESCAPED_PROFILES_AND_LEVELS[indication];
  const profile = PROFILES[(indication >> 4) & 0x07];
  const level = LEVELS[indication & 0x0f];
  return profile && level ? `${profile}@${level}` : undefined;
}
