// time_code() SEI of ITU-T H.265 D.2.27 (payloadType 136): num_clock_ts, then per clock timestamp its flag
// and fields; the first one set gives the picture's timecode.
import { BitReader } from "../../bits/bit-reader";
import { readClockTimestamp } from "./clock-timestamp";

export const TIME_CODE = 136;

export function hevcTimeCode(payload: Uint8Array): string | undefined {
  const reader = new BitReader(payload);
  const num_clock_ts = reader.u(2);
  for (let i = 0; i < num_clock_ts; i++) {
    if (!reader.flag()) continue;
    // In D.2.27 time_offset_length is itself read after the hours, so it cannot be passed ahead: the
    // timecode is complete before it.
    return readClockTimestamp(reader, 9, 0);
  }
  return undefined;
}
