import type { BitReader } from "../../bits/bit-reader";
import { EIGHT_SHORT_SEQUENCE, type IcsInfo } from "./ics-info";

/** Reads past tns_data() of ISO/IEC 14496-3 4.4.2.7 (Table 4.48): field widths depend on the window length. */
export function skipTnsData(reader: BitReader, ics: IcsInfo): void {
  const short = ics.window_sequence === EIGHT_SHORT_SEQUENCE;
  for (let w = 0; w < ics.num_windows; w++) {
    const n_filt = reader.u(short ? 1 : 2);
    if (n_filt === 0) continue;
    const coef_res = reader.u(1);
    for (let filt = 0; filt < n_filt; filt++) {
      reader.skip(short ? 4 : 6); // length
      const order = reader.u(short ? 3 : 5);
      if (order === 0) continue;
      reader.skip(1); // direction
      const coef_compress = reader.u(1);
      reader.skip(order * (3 + coef_res - coef_compress)); // coef
    }
  }
}
