// The 24-bit ISO 639-2 language code shared by several descriptors (ISO/IEC 13818-1 2.6.19, ETSI EN 300 468 6.1).

/** Three ISO 8859-1 letters, lower-cased (ISO 639-2 codes are lower case; some muxers write upper). */
export function readLanguageCode(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!).toLowerCase();
}
