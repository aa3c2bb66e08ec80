// Finds the start codes (0x000001, ISO/IEC 13818-2 5.3; ITU-T H.264/H.265 Annex B) of an elementary stream
// that arrives in pieces (transport packet payloads), and hands on each unit's first bytes. A unit is kept
// only up to `capacity` bytes (its headers; never a whole slice), so memory stays constant, and a unit the
// reader does not want (an MPEG-2 slice) is not handed on at all: over a stream of 36 slices a picture, a
// unit object per slice cost more than the search for the start codes.
import type { PesDataReader } from "./pes-stream";

export interface ScannedUnit {
  /** The unit from the start code value or NAL unit header on; at most `capacity` bytes. */
  bytes: Uint8Array;
  /** The unit was longer than what `bytes` holds. */
  truncated: boolean;
  /** The PTS of the PES packet in which the unit began, and that packet's serial number. */
  pts: number | undefined;
  pesSerial: number;
}

/** What reads the units: told each unit, and asked how many bytes of a unit it needs. */
export interface UnitReader {
  unit(unit: ScannedUnit): void;
  /**
   * From a unit's first byte (start code value, NAL unit header), how many of its bytes the reader needs: a
   * slice's first few, so that the slice data, nearly all of a stream, is not copied; 0 for a unit it does
   * not read.
   */
  bytesWanted(firstByte: number): number;
}

/**
 * A PES packet's data of the stream (pes-stream.ts): one reader object per stream, not closures around it,
 * so that the calls for every packet stay monomorphic and are inlined, a second pass in the process too.
 */
export class StartCodeScanner implements PesDataReader {
  private readonly unit: Uint8Array;
  private length = 0;
  private overflow = false;
  private inUnit = false;
  /** Zero bytes that ended the previous piece (up to 2): a prefix may straddle two pieces. */
  private trailingZeros = 0;
  private unitPts: number | undefined;
  private unitSerial = 0;
  /** The PES packet the bytes now arriving belong to. */
  private pesPts: number | undefined;
  private pesSerial = 0;

  /** What the unit in progress may hold, once its first byte tells its kind (0: not wanted); −1 before. */
  private limit = -1;

  constructor(
    capacity: number,
    private readonly reader: UnitReader,
  ) {
    this.unit = new Uint8Array(capacity);
  }

  /** A new PES packet begins: units starting from here on take its PTS. */
  pesStart(pts: number | undefined): void {
    this.pesSerial++;
    this.pesPts = pts;
  }

  data(bytes: Uint8Array, start: number, end: number): void {
    let segment = start;
    // A prefix straddling the previous piece (which then ended with zeros): its 0x01 is among this piece's
    // first two bytes.
    for (let one = start; this.trailingZeros > 0 && one < Math.min(end, start + 2); one++) {
      if (bytes[one] === 1 && this.isPrefixed(bytes, start, one)) {
        this.append(bytes, segment, one);
        this.beginUnit();
        segment = one + 1;
      }
    }
    // Within the piece: a prefix needs bytes[i + 2] === 1 after two zeros, so while bytes[i + 2] > 1 the
    // search steps by 3 (as codecs/start-codes.ts does), touching about a third of the bytes.
    for (let i = Math.max(start, segment - 1); i + 2 < end;) {
      const third = bytes[i + 2]!;
      if (third > 1) i += 3;
      else if (third === 1 && bytes[i] === 0 && bytes[i + 1] === 0) {
        this.append(bytes, segment, i + 2);
        this.beginUnit();
        segment = i + 3;
        i += 3;
      } else i++;
    }
    this.append(bytes, segment, end);
    this.trailingZeros = countTrailingZeros(bytes, start, end, this.trailingZeros);
  }

  /** The end of the stream: the last unit is complete. */
  finish(): void {
    this.emit();
    this.inUnit = false;
  }

  /** Two zero bytes before `one`, counting those that ended the previous piece. */
  private isPrefixed(bytes: Uint8Array, start: number, one: number): boolean {
    const zero = (at: number, carried: number) => (at >= start ? bytes[at] === 0 : this.trailingZeros >= carried);
    return zero(one - 1, start - one + 1) && zero(one - 2, start - one + 2);
  }

  private beginUnit(): void {
    this.emit();
    this.inUnit = true;
    this.length = 0;
    this.limit = -1;
    this.overflow = false;
    this.unitPts = this.pesPts;
    this.unitSerial = this.pesSerial;
  }

  private append(bytes: Uint8Array, from: number, to: number): void {
    if (!this.inUnit || to <= from) return;
    if (this.limit < 0) this.limit = Math.min(this.unit.length, Math.max(0, this.reader.bytesWanted(bytes[from]!)));
    const room = this.limit - this.length;
    if (to - from > room) this.overflow = true;
    const take = Math.min(room, to - from);
    if (take > 0) this.unit.set(bytes.subarray(from, from + take), this.length);
    this.length += take;
  }

  private emit(): void {
    if (!this.inUnit || this.limit === 0) return;
    // The prefix's zeros (and Annex B's trailing_zero_8bits) went into the unit's end: a NAL unit or start
    // code unit never ends with a zero byte that belongs to it (H.264 7.4.2), so they are dropped.
    let length = this.length;
    if (!this.overflow) while (length > 0 && this.unit[length - 1] === 0) length--;
    if (length === 0) return; // two prefixes in a row, or one at the very end: nothing to read
    this.reader.unit({
      bytes: this.unit.subarray(0, length),
      truncated: this.overflow,
      pts: this.unitPts,
      pesSerial: this.unitSerial,
    });
  }
}

function countTrailingZeros(bytes: Uint8Array, start: number, end: number, carried: number): number {
  let zeros = 0;
  while (zeros < 2 && end - 1 - zeros >= start && bytes[end - 1 - zeros] === 0) zeros++;
  return end - zeros === start ? Math.min(2, zeros + carried) : zeros;
}
