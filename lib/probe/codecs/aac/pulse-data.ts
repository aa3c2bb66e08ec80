import type { BitReader } from "../../bits/bit-reader";

/** Reads past pulse_data() of ISO/IEC 14496-3 4.4.2.7 (Table 4.7). */
export function skipPulseData(reader: BitReader): void {
  const number_pulse = reader.u(2);
  reader.skip(6); // pulse_start_sfb
  reader.skip((number_pulse + 1) * (5 + 4)); // pulse_offset, pulse_amp
}
