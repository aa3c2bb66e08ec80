// profile_and_level_indication of ISO/IEC 14496-2 Table G-1 → "Profile@Level".

const PROFILES: Readonly<Record<number, readonly [string, string]>> = {
  0x01: ["Simple", "1"],
  0x02: ["Simple", "2"],
  0x03: ["Simple", "3"],
  0x04: ["Simple", "4a"],
  0x05: ["Simple", "5"],
  0x06: ["Simple", "6"],
  0x08: ["Simple", "0"],
  0x09: ["Simple", "0b"],
  0x10: ["Simple Scalable", "0"],
  0x11: ["Simple Scalable", "1"],
  0x12: ["Simple Scalable", "2"],
  0x21: ["Core", "1"],
  0x22: ["Core", "2"],
  0x32: ["Main", "2"],
  0x33: ["Main", "3"],
  0x34: ["Main", "4"],
  0x42: ["N-bit", "2"],
  0x91: ["Advanced Real Time Simple", "1"],
  0x92: ["Advanced Real Time Simple", "2"],
  0x93: ["Advanced Real Time Simple", "3"],
  0x94: ["Advanced Real Time Simple", "4"],
  0xa1: ["Core Scalable", "1"],
  0xa2: ["Core Scalable", "2"],
  0xa3: ["Core Scalable", "3"],
  0xb1: ["Advanced Coding Efficiency", "1"],
  0xb2: ["Advanced Coding Efficiency", "2"],
  0xb3: ["Advanced Coding Efficiency", "3"],
  0xb4: ["Advanced Coding Efficiency", "4"],
  0xc1: ["Advanced Core", "1"],
  0xc2: ["Advanced Core", "2"],
  0xf0: ["Advanced Simple", "0"],
  0xf1: ["Advanced Simple", "1"],
  0xf2: ["Advanced Simple", "2"],
  0xf3: ["Advanced Simple", "3"],
  0xf4: ["Advanced Simple", "4"],
  0xf5: ["Advanced Simple", "5"],
  0xf7: ["Advanced Simple", "3b"],
};

export function mpeg4VisualProfileAndLevel(profile_and_level_indication: number): string {
  const entry = PROFILES[profile_and_level_indication];
  return entry
    ? `${entry[0]}@L${entry[1]}`
    : `Unknown (0x${profile_and_level_indication.toString(16).padStart(2, "0")})`;
}
