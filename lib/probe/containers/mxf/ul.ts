// Universal Labels (SMPTE ST 298): 16-byte identifiers of KLV keys, properties and coding schemes.

/** Byte 8 (index 7) of a UL is the registry version; labels are compared without it (ST 298 clause 5). */
const VERSION_BYTE = 7;

/** A UL as 32 lowercase hex digits with the version byte cleared: the lookup key of every UL table. */
export function ulKey(bytes: Uint8Array): string {
  let key = "";
  for (let index = 0; index < 16; index++) {
    const byte = index === VERSION_BYTE ? 0 : (bytes[index] ?? 0);
    key += byte.toString(16).padStart(2, "0");
  }
  return key;
}

/** Parses register notation ("060e2b34.04010101.0d010201.01010900", dots optional) into bytes. */
function parseUL(notation: string): Uint8Array {
  const hex = notation.replace(/\./g, "");
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new Error(`not a UL: ${notation}`);
  return Uint8Array.from({ length: 16 }, (_, index) => parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}

/** The table key of a UL written in register notation. */
export function labelKey(notation: string): string {
  return ulKey(parseUL(notation));
}

/** A UL as a URN of SMPTE ST 2029 (urn:smpte:ul:060e2b34.04010101.0d010201.01010900). */
export function ulUrn(bytes: Uint8Array): string {
  const hex = Array.from(bytes.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `urn:smpte:ul:${hex.slice(0, 8)}.${hex.slice(8, 16)}.${hex.slice(16, 24)}.${hex.slice(24, 32)}`;
}

/** True when `bytes` starts with the SMPTE UL designator 06 0E 2B 34 (ST 298 clause 5.1). */
export function isSmpteLabel(bytes: Uint8Array, offset = 0): boolean {
  return (
    bytes[offset] === 0x06 && bytes[offset + 1] === 0x0e && bytes[offset + 2] === 0x2b && bytes[offset + 3] === 0x34
  );
}

/** A family of labels sharing their first `length` bytes (version byte ignored), e.g. all MPEG-2 picture codings. */
export interface LabelFamily<T> {
  readonly prefix: string;
  readonly length: number;
  readonly value: T;
}

export function labelFamily<T>(notation: string, length: number, value: T): LabelFamily<T> {
  return { prefix: labelKey(notation).slice(0, length * 2), length, value };
}

/** The value of the longest family whose prefix the UL starts with. */
export function matchLabelFamily<T>(families: readonly LabelFamily<T>[], bytes: Uint8Array): T | undefined {
  const key = ulKey(bytes);
  let best: LabelFamily<T> | undefined;
  for (const family of families) {
    if (key.startsWith(family.prefix) && (!best || family.length > best.length)) best = family;
  }
  return best?.value;
}
