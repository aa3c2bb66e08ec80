// pic_timing() of ITU-T H.264 D.1.3: the first clock timestamp, when pic_struct_present_flag is set and a
// clock_timestamp_flag is. NumClockTS comes from pic_struct (Table D-1).
import { BitReader } from "../../bits/bit-reader";
import type { VuiParameters } from "../../codecs/h264/vui-parameters";
import { readClockTimestamp } from "./clock-timestamp";

/** NumClockTS per pic_struct 0..8 (Table D-1). */
const NUM_CLOCK_TS = [1, 1, 1, 2, 2, 3, 3, 2, 3];

export function picTimingTimecode(payload: Uint8Array, vui: VuiParameters): string | undefined {
  if (!vui.pic_struct_present_flag) return undefined;
  const reader = new BitReader(payload);
  const hrd = vui.nal_hrd_parameters ?? vui.vcl_hrd_parameters;
  if (hrd) reader.skip(hrd.cpb_removal_delay_length_minus1 + 1 + hrd.dpb_output_delay_length_minus1 + 1);
  const pic_struct = reader.u(4);
  for (let i = 0; i < (NUM_CLOCK_TS[pic_struct] ?? 0); i++) {
    if (reader.flag()) return readClockTimestamp(reader, 8, hrd?.time_offset_length ?? 0);
  }
  return undefined;
}
