// splice_request_data() of ANSI/SCTE 104 (opID 0x0101: splice_insert_type, splice_event_id, unique_program_id,
// pre_roll_time, break_duration, avail_num, avails_expected, auto_return_flag), which an injector turns into
// an SCTE 35 splice_insert().
import type { BitReader } from "../../../bits/bit-reader";

export const SPLICE_REQUEST_DATA = 0x0101;

export interface SpliceRequest {
  splice_insert_type: number;
  splice_event_id: number;
  unique_program_id: number;
  /** Milliseconds from the message to the splice point. */
  pre_roll_time: number;
  /** Tenths of a second. */
  break_duration: number;
  avail_num: number;
  avails_expected: number;
  auto_return_flag: number;
}

export function parseSpliceRequestData(reader: BitReader): SpliceRequest {
  return {
    splice_insert_type: reader.u(8),
    splice_event_id: reader.u(32),
    unique_program_id: reader.u(16),
    pre_roll_time: reader.u(16),
    break_duration: reader.u(16),
    avail_num: reader.u(8),
    avails_expected: reader.u(8),
    auto_return_flag: reader.u(8),
  };
}

/** splice_insert_type values of SCTE 104. */
export const SPLICE_INSERT_TYPES: Record<number, string> = {
  1: "spliceStart_normal",
  2: "spliceStart_immediate",
  3: "spliceEnd_normal",
  4: "spliceEnd_immediate",
  5: "splice_cancel",
};
