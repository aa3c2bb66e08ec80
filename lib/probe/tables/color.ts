// Colour code points of ITU-T H.273 (ISO/IEC 23091-2), shared by ISO/IEC 13818-2 Tables 6-7..6-9,
// ITU-T H.264 and H.265 Tables E-3..E-5, and the containers that copy them.

/** colour_primaries, H.273 Table 2. */
export const COLOUR_PRIMARIES: Readonly<Record<number, string>> = {
  1: "BT.709",
  2: "Unspecified",
  4: "BT.470 System M",
  5: "BT.470 System B, G (BT.601 625)",
  6: "SMPTE 170M (BT.601 525)",
  7: "SMPTE 240M",
  8: "Generic film",
  9: "BT.2020",
  10: "SMPTE ST 428-1 (CIE XYZ)",
  11: "SMPTE RP 431-2 (DCI-P3)",
  12: "SMPTE EG 432-1 (Display P3)",
  22: "EBU Tech. 3213-E",
};

/** transfer_characteristics, H.273 Table 3. */
export const TRANSFER_CHARACTERISTICS: Readonly<Record<number, string>> = {
  1: "BT.709",
  2: "Unspecified",
  4: "BT.470 System M (gamma 2.2)",
  5: "BT.470 System B, G (gamma 2.8)",
  6: "SMPTE 170M (BT.601)",
  7: "SMPTE 240M",
  8: "Linear",
  9: "Logarithmic (100:1)",
  10: "Logarithmic (316.2:1)",
  11: "IEC 61966-2-4 (xvYCC)",
  12: "BT.1361 extended gamut",
  13: "IEC 61966-2-1 (sRGB)",
  14: "BT.2020 (10-bit)",
  15: "BT.2020 (12-bit)",
  16: "SMPTE ST 2084 (PQ)",
  17: "SMPTE ST 428-1",
  18: "ARIB STD-B67 (HLG)",
};

/** matrix_coefficients, H.273 Table 4. */
export const MATRIX_COEFFICIENTS: Readonly<Record<number, string>> = {
  0: "Identity (RGB)",
  1: "BT.709",
  2: "Unspecified",
  4: "FCC 73.682",
  5: "BT.470 System B, G (BT.601 625)",
  6: "SMPTE 170M (BT.601 525)",
  7: "SMPTE 240M",
  8: "YCgCo",
  9: "BT.2020 non-constant luminance",
  10: "BT.2020 constant luminance",
  11: "SMPTE ST 2085 (Y'D'zD'x)",
  12: "Chromaticity-derived non-constant luminance",
  13: "Chromaticity-derived constant luminance",
  14: "ICtCp",
};

/** chroma_sample_loc_type of ITU-T H.264/H.265 Figure E-1 (H.273 Table 7), as `chroma_location` words. */
export const CHROMA_SAMPLE_LOCATIONS: readonly string[] = ["left", "center", "topleft", "top", "bottomleft", "bottom"];

/**
 * `chroma_location` of 4:2:2 and 4:4:4 sampling, where every chroma sample sits on a luma sample
 * (ISO/IEC 13818-2 Figure 6-2/6-3, ITU-T H.264 6.2).
 */
export const COSITED_CHROMA = "cosited";
