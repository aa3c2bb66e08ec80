// time_signal_request_data() of ANSI/SCTE 104 (opID 0x0104: pre_roll_time), which an injector turns into an
// SCTE 35 time_signal(); the descriptors it carries come in the message's other operations.
import type { BitReader } from "../../../bits/bit-reader";

export const TIME_SIGNAL_REQUEST_DATA = 0x0104;

/** pre_roll_time: milliseconds from the message to the signalled time. */
export function parseTimeSignalRequestData(reader: BitReader): { pre_roll_time: number } {
  return { pre_roll_time: reader.u(16) };
}
