// Rsiz, the capabilities and profile of a codestream (ISO/IEC 15444-1 Table A.10, with the broadcast
// profiles of Amd. 3 and the IMF profiles of Amd. 8): bit 15 = Part 2 extensions, bit 14 = Part 15
// (HTJ2K, signalled in CAP); the low 14 bits name the profile, with a main level and sublevel where
// the profile has them.
const PLAIN: Readonly<Record<number, string>> = {
  0x0000: "No restrictions",
  0x0001: "Profile 0",
  0x0002: "Profile 1",
  0x0003: "2K digital cinema",
  0x0004: "4K digital cinema",
  0x0005: "Scalable 2K digital cinema",
  0x0006: "Scalable 4K digital cinema",
  0x0007: "Long-term storage",
};

const BROADCAST: Readonly<Record<number, string>> = {
  0x01: "Broadcast contribution single tile",
  0x02: "Broadcast contribution multi-tile",
  0x03: "Broadcast contribution multi-tile reversible",
};

const IMF: Readonly<Record<number, string>> = {
  0x04: "IMF 2K single tile lossy",
  0x05: "IMF 4K single tile lossy",
  0x06: "IMF 8K single tile lossy",
  0x07: "IMF 2K single tile reversible",
  0x08: "IMF 4K single tile reversible",
  0x09: "IMF 8K single tile reversible",
};

const RSIZ_PART_2 = 0x8000;
const RSIZ_PART_15 = 0x4000;

export function rsizProfileName(Rsiz: number): string {
  const profile = Rsiz & 0x3fff;
  const family = profile >> 8;
  const mainlevel = profile & 0x0f;
  let name = PLAIN[profile];
  if (name === undefined && BROADCAST[family]) name = `${BROADCAST[family]}, level ${mainlevel}`;
  if (name === undefined && IMF[family])
    name = `${IMF[family]}, main level ${mainlevel}, sublevel ${(profile >> 4) & 0x0f}`;
  name ??= `Rsiz 0x${profile.toString(16).padStart(4, "0")}`;
  if (Rsiz & RSIZ_PART_15) name = `HTJ2K (ISO/IEC 15444-15), ${name}`;
  if (Rsiz & RSIZ_PART_2) name = `${name}, with Part 2 extensions`;
  return name;
}
