// ChannelConfiguration of ISO/IEC 23091-3 (CICP audio) Table 2 → number of loudspeaker channels, as MPEG-H
// 3D Audio's CICPspeakerLayoutIdx and referenceChannelLayout use it (0: described otherwise). Layouts 15,
// 17 and 18 are left out until checked against the standard's table: no channel count rather than a wrong one.
export const CICP_CHANNEL_COUNTS: Readonly<Record<number, number>> = {
  1: 1, // 1/0/0.0
  2: 2, // 2/0/0.0
  3: 3, // 3/0/0.0
  4: 4, // 3/1/0.0
  5: 5, // 3/2/0.0
  6: 6, // 3/2/0.1 (5.1)
  7: 8, // 5/2/0.1
  8: 2, // 1+1
  9: 3, // 2/1/0.0
  10: 4, // 2/2/0.0
  11: 7, // 3/3/0.1 (6.1)
  12: 8, // 3/4/0.1 (7.1)
  13: 24, // 22.2
  14: 8, // 5.1.2
  16: 10, // 5.1.4
  19: 12, // 7.1.4
  20: 14, // 9.1.4
};

/** The usual name of a layout, where it has one. */
export const CICP_LAYOUT_NAMES: Readonly<Record<number, string>> = {
  1: "mono", 2: "stereo", 6: "5.1", 11: "6.1", 12: "7.1", 13: "22.2", 14: "5.1.2", 16: "5.1.4", 19: "7.1.4", 20: "9.1.4",
};
