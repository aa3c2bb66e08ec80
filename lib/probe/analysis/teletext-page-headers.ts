// EBU teletext in DVB, ETSI EN 300 472 4.3 (Table 1): PES_data_field() with data_identifier 0x10..0x1F and
// data units (data_unit_id 0x02 non-subtitle, 0x03 subtitle; data_unit_length 0x2C). Each unit holds one
// teletext packet, bytes in transmission order reversed (4.4); magazine and packet address and the page
// number of a page header (packet 0) are Hamming 8/4 coded (ETSI EN 300 706 8.2, 9.3.1).

const FIRST_DATA_IDENTIFIER = 0x10;
const LAST_DATA_IDENTIFIER = 0x1f;
const TELETEXT_DATA_UNITS = new Set([0x02, 0x03]);
const DATA_UNIT_LENGTH = 0x2c;
/** The page number of a time filling header, which starts no page (EN 300 706 A.1). */
const FILLER_PAGE = 0xff;

export interface TeletextPageHeader {
  /** Magazine 1..8 and page number 0x00..0xFE: the page as users dial it, e.g. "888". */
  page: string;
  subtitle: boolean;
}

export function* teletextPageHeaders(data: Uint8Array): Generator<TeletextPageHeader> {
  if (data.length === 0 || data[0]! < FIRST_DATA_IDENTIFIER || data[0]! > LAST_DATA_IDENTIFIER) return;
  for (let at = 1; at + 2 <= data.length;) {
    const data_unit_id = data[at]!;
    const data_unit_length = data[at + 1]!;
    const unit = data.subarray(at + 2, at + 2 + data_unit_length);
    at += 2 + data_unit_length;
    if (!TELETEXT_DATA_UNITS.has(data_unit_id) || unit.length < DATA_UNIT_LENGTH) continue;
    // unit: field_parity/line_offset, framing_code, magazine_and_packet_address (2 bytes), data_block.
    const address1 = hamming84(unit[2]!);
    const address2 = hamming84(unit[3]!);
    if (address1 === undefined || address2 === undefined) continue;
    const magazine = address1 & 0x07 || 8;
    const packet = (address2 << 1) | (address1 >> 3);
    if (packet !== 0) continue;
    const units = hamming84(unit[4]!);
    const tens = hamming84(unit[5]!);
    if (units === undefined || tens === undefined) continue;
    const page = (tens << 4) | units;
    if (page === FILLER_PAGE) continue;
    yield { page: `${magazine}${page.toString(16).toUpperCase().padStart(2, "0")}`, subtitle: data_unit_id === 0x03 };
  }
}

/**
 * Hamming 8/4 (EN 300 706 8.2): the byte as stored is bit-reversed, so transmitted bit k is bit 7−k here;
 * data bits D1..D4 are transmitted bits 1, 3, 5, 7, and each of the four tests A..D has odd parity. A byte
 * failing a test is taken as damaged (undefined) rather than corrected: a count of pages needs no repair.
 */
function hamming84(stored: number): number | undefined {
  const [p1, d1, p2, d2, p3, d3, p4, d4] = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => (stored >> (7 - k)) & 1) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const tests = [p1 ^ d1 ^ d3 ^ d4, p2 ^ d1 ^ d2 ^ d4, p3 ^ d1 ^ d2 ^ d3, p1 ^ p2 ^ p3 ^ p4 ^ d1 ^ d2 ^ d3 ^ d4];
  return tests.every((test) => test === 1) ? d1 | (d2 << 1) | (d3 << 2) | (d4 << 3) : undefined;
}
