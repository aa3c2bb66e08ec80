import { BitReader } from "../../bits/bit-reader";
import type { HrdParameters } from "./hrd-parameters";
import type { VuiParameters } from "./vui-parameters";

/** payloadType of pic_timing (ITU-T H.264 D.1.1). */
export const PIC_TIMING = 1;

/**
 * pic_struct of pic_timing() (D.1.3, Table D-1), or undefined when the SPS says it is absent.
 * The delays before it have lengths set by the SPS's HRD parameters (CpbDpbDelaysPresentFlag, D.2.3).
 */
export function parsePicStruct(payload: Uint8Array, vui: VuiParameters): number | undefined {
  if (!vui.pic_struct_present_flag) return undefined;
  const reader = new BitReader(payload);
  const hrd: HrdParameters | undefined = vui.nal_hrd_parameters ?? vui.vcl_hrd_parameters;
  if (hrd) {
    reader.skip(hrd.cpb_removal_delay_length_minus1 + 1); // cpb_removal_delay
    reader.skip(hrd.dpb_output_delay_length_minus1 + 1); // dpb_output_delay
  }
  return reader.u(4);
}
