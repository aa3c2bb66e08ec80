import type { BitReader } from "../../bits/bit-reader";
import { EIGHT_SHORT_SEQUENCE, type IcsInfo } from "./ics-info";

/** Codebook numbers of section_data() with a meaning of their own, ISO/IEC 14496-3 Table 4.148. */
export const ZERO_HCB = 0;
export const ESC_HCB = 11;
const RESERVED_HCB = 12;
export const NOISE_HCB = 13;
export const INTENSITY_HCB2 = 14;
export const INTENSITY_HCB = 15;

export interface Section {
  sect_cb: number;
  sect_start: number;
  sect_end: number;
}

/** section_data() of ISO/IEC 14496-3 4.4.2.7 (Table 4.52): the sections of each window group and sfb_cb. */
export interface SectionData {
  sections: Section[][];
  sfb_cb: number[][];
}

export function parseSectionData(reader: BitReader, ics: IcsInfo): SectionData {
  const sect_bits = ics.window_sequence === EIGHT_SHORT_SEQUENCE ? 3 : 5;
  const sect_esc_val = (1 << sect_bits) - 1;
  const sections: Section[][] = [];
  const sfb_cb: number[][] = [];
  for (let g = 0; g < ics.num_window_groups; g++) {
    const groupSections: Section[] = [];
    const groupCb: number[] = [];
    for (let k = 0; k < ics.max_sfb;) {
      const sect_cb = reader.u(4);
      if (sect_cb === RESERVED_HCB) throw new RangeError("sect_cb 12 is reserved");
      let sect_len = 0;
      for (let sect_len_incr = reader.u(sect_bits); ; sect_len_incr = reader.u(sect_bits)) {
        sect_len += sect_len_incr;
        if (sect_len_incr !== sect_esc_val) break;
      }
      if (sect_len === 0 || k + sect_len > ics.max_sfb)
        throw new RangeError(`section of ${sect_len} bands past max_sfb ${ics.max_sfb}`);
      groupSections.push({ sect_cb, sect_start: k, sect_end: k + sect_len });
      for (let sfb = k; sfb < k + sect_len; sfb++) groupCb[sfb] = sect_cb;
      k += sect_len;
    }
    sections.push(groupSections);
    sfb_cb.push(groupCb);
  }
  return { sections, sfb_cb };
}
