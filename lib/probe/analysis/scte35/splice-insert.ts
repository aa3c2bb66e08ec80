// splice_insert() of ANSI/SCTE 35 9.7.3 (Table 10), with break_duration() of 9.8.2.
import type { BitReader } from "../../bits/bit-reader";
import { readSpliceTime } from "./splice-time";

export interface SpliceInsert {
  splice_event_id: number;
  splice_event_cancel_indicator: boolean;
  out_of_network_indicator?: boolean;
  splice_immediate_flag?: boolean;
  pts_time?: number;
  auto_return?: boolean;
  /** break_duration's duration, 90 kHz ticks. */
  duration?: number;
}

export function parseSpliceInsert(reader: BitReader): SpliceInsert {
  const splice_event_id = reader.u(32);
  const splice_event_cancel_indicator = reader.flag();
  reader.skip(7);
  const insert: SpliceInsert = { splice_event_id, splice_event_cancel_indicator };
  if (splice_event_cancel_indicator) return insert;
  insert.out_of_network_indicator = reader.flag();
  const program_splice_flag = reader.flag();
  const duration_flag = reader.flag();
  insert.splice_immediate_flag = reader.flag();
  reader.skip(4);
  if (program_splice_flag && !insert.splice_immediate_flag) insert.pts_time = readSpliceTime(reader);
  if (!program_splice_flag) {
    const component_count = reader.u(8);
    for (let i = 0; i < component_count; i++) {
      reader.skip(8); // component_tag
      const time = insert.splice_immediate_flag ? undefined : readSpliceTime(reader);
      insert.pts_time ??= time;
    }
  }
  if (duration_flag) {
    insert.auto_return = reader.flag();
    reader.skip(6);
    insert.duration = reader.u(33);
  }
  return insert; // unique_program_id, avail_num, avails_expected follow
}
