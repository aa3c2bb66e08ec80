// Text fields of DVB SI: ETSI EN 300 468 Annex A. An optional first byte below 0x20 selects the
// character table (A.2, Table A.3); without it the default table is Latin (ISO/IEC 6937), read here as
// ISO 8859-1, which agrees with it on letters, digits and punctuation.

const SINGLE_BYTE_TABLES: Readonly<Record<number, string>> = {
  0x01: "iso-8859-5",
  0x02: "iso-8859-6",
  0x03: "iso-8859-7",
  0x04: "iso-8859-8",
  0x05: "iso-8859-9",
  0x06: "iso-8859-10",
  0x07: "iso-8859-11",
  0x09: "iso-8859-13",
  0x0a: "iso-8859-14",
  0x0b: "iso-8859-15",
};

/** ISO 8859 part numbers selectable with the three-byte 0x10 prefix (Table A.4). */
const ISO_8859_PARTS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15]);

function decoderFor(bytes: Uint8Array): { encoding: string; skip: number } {
  const first = bytes[0] ?? 0x20;
  if (first >= 0x20) return { encoding: "iso-8859-1", skip: 0 };
  if (first === 0x10 && bytes.length >= 3) {
    const part = bytes[2]!;
    return { encoding: ISO_8859_PARTS.has(part) ? `iso-8859-${part}` : "iso-8859-1", skip: 3 };
  }
  if (first === 0x11) return { encoding: "utf-16be", skip: 1 };
  if (first === 0x15) return { encoding: "utf-8", skip: 1 };
  return { encoding: SINGLE_BYTE_TABLES[first] ?? "iso-8859-1", skip: 1 };
}

/** ISO 8859-1 maps each byte to the code point of the same value (TextDecoder's "iso-8859-1" is windows-1252). */
function decodeLatin1(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

export function decodeDvbText(bytes: Uint8Array): string {
  const { encoding, skip } = decoderFor(bytes);
  const body = bytes.subarray(skip);
  let text: string;
  try {
    text = encoding === "iso-8859-1" ? decodeLatin1(body) : new TextDecoder(encoding).decode(body);
  } catch {
    text = decodeLatin1(body);
  }
  // 0x80–0x9F are control codes (emphasis, CR/LF) in the single-byte tables (A.1, Table A.1).
  return text.replace(/[\u0000-\u001f\u0080-\u009f]/g, "").trim();
}
