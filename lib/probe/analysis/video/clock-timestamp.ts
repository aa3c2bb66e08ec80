// clock_timestamp() as ITU-T H.264 D.1.3 (in pic_timing) and H.265 D.2.27 (in time_code) write it: the
// counting fields, then seconds, minutes and hours, in full or each behind its own flag.
import type { BitReader } from "../../bits/bit-reader";
import { formatTimecode } from "../gop-structure";

/** Reads one clock timestamp after its clock_timestamp_flag; `nFramesBits` is 8 in H.264, 9 in H.265. */
export function readClockTimestamp(reader: BitReader, nFramesBits: number, timeOffsetLength: number): string {
  reader.skip(nFramesBits === 8 ? 2 + 1 + 5 : 1 + 5); // [ct_type], nuit_field_based_flag / units_field_based_flag, counting_type
  const full_timestamp_flag = reader.flag();
  reader.skip(1); // discontinuity_flag
  const cnt_dropped_flag = reader.flag();
  const n_frames = reader.u(nFramesBits);
  let seconds = 0;
  let minutes = 0;
  let hours = 0;
  if (full_timestamp_flag) {
    seconds = reader.u(6);
    minutes = reader.u(6);
    hours = reader.u(5);
  } else if (reader.flag()) {
    seconds = reader.u(6);
    if (reader.flag()) {
      minutes = reader.u(6);
      if (reader.flag()) hours = reader.u(5);
    }
  }
  if (timeOffsetLength > 0) reader.skip(timeOffsetLength); // time_offset
  return formatTimecode(hours, minutes, seconds, n_frames, cnt_dropped_flag);
}
