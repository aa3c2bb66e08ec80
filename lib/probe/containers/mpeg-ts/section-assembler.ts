// Reassembles PSI sections from the payloads of one PID: ISO/IEC 13818-1 2.4.4.1/2.4.4.2 (pointer_field)
// and 2.4.4.4 (section_length). Sections may span packets, and several may share one packet.
import { SECTION_HEADER_BYTES, sectionLength } from "./psi-section";

/** The largest section of any table, including its 3-byte header (private sections, 2.4.4.10). */
const MAX_SECTION_BYTES = 4096;

export class SectionAssembler {
  private pending: Uint8Array | undefined;
  private filled = 0;
  private lastContinuityCounter: number | undefined;

  constructor(private readonly onSection: (section: Uint8Array) => void) {}

  push(payload: Uint8Array, payload_unit_start_indicator: boolean, continuity_counter: number): void {
    const expected = this.lastContinuityCounter === undefined ? undefined : (this.lastContinuityCounter + 1) & 0x0f;
    if (continuity_counter === this.lastContinuityCounter) return; // a duplicate packet (2.4.3.3)
    if (expected !== undefined && continuity_counter !== expected) this.pending = undefined;
    this.lastContinuityCounter = continuity_counter;
    if (payload.length === 0) return;
    if (payload_unit_start_indicator) {
      const pointer_field = payload[0]!;
      if (this.pending) this.append(payload.subarray(1, Math.min(payload.length, 1 + pointer_field)));
      this.pending = undefined;
      this.startSections(payload.subarray(1 + pointer_field));
    } else if (this.pending) {
      this.append(payload);
    }
  }

  private startSections(bytes: Uint8Array): void {
    let rest = bytes;
    // 0xFF is stuffing after the last section of a packet (2.4.4.1).
    while (rest.length > 0 && rest[0] !== 0xff) {
      if (rest.length < 3) {
        this.begin(rest, 3);
        return;
      }
      const total = SECTION_HEADER_BYTES + sectionLength(rest);
      if (total > MAX_SECTION_BYTES) return;
      if (rest.length < total) {
        this.begin(rest, total);
        return;
      }
      this.onSection(rest.subarray(0, total));
      rest = rest.subarray(total);
    }
  }

  private begin(bytes: Uint8Array, knownLength: number): void {
    this.pending = new Uint8Array(Math.max(knownLength, 3));
    this.pending.set(bytes);
    this.filled = bytes.length;
  }

  private append(bytes: Uint8Array): void {
    if (!this.pending) return;
    let pending: Uint8Array = this.pending;
    let offset = 0;
    while (offset < bytes.length) {
      if (this.filled < 3) {
        pending[this.filled++] = bytes[offset++]!;
        if (this.filled === 3) {
          const total: number = SECTION_HEADER_BYTES + sectionLength(pending);
          if (total > MAX_SECTION_BYTES) {
            this.pending = undefined;
            return;
          }
          const grown = new Uint8Array(total);
          grown.set(pending.subarray(0, 3));
          pending = this.pending = grown;
        }
        continue;
      }
      const take = Math.min(pending.length - this.filled, bytes.length - offset);
      pending.set(bytes.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === pending.length) {
        this.pending = undefined;
        // A section starting after this one would set payload_unit_start_indicator (2.4.4.1), so
        // the rest of a continuation payload is stuffing.
        this.onSection(pending);
        return;
      }
    }
  }
}
