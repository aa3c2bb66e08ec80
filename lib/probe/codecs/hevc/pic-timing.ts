import { BitReader } from "../../bits/bit-reader";
import type { VuiParameters } from "./vui-parameters";

/** payloadType of pic_timing (ITU-T H.265 D.2.1). */
export const PIC_TIMING = 1;

/** pic_struct of pic_timing() (D.2.3, Table D.2): the first syntax element when frame_field_info_present_flag is set. */
export function parsePicStruct(payload: Uint8Array, vui: VuiParameters): number | undefined {
  return vui.frame_field_info_present_flag ? new BitReader(payload).u(4) : undefined;
}
