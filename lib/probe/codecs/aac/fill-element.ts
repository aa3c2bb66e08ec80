import type { BitReader } from "../../bits/bit-reader";
import { parseExtensionPayload } from "./extension-payload";
import type { SbrState } from "./sbr/sbr-extension-data";

/**
 * Reads fill_element() of ISO/IEC 14496-3 4.4.2.1 (Table 4.11): a byte count, then extension payloads
 * until it is used up. `id_aac` is the element before it, to which SBR data belongs (4.5.2.8.2).
 */
export function parseFillElement(reader: BitReader, id_aac: number | undefined, sbr: SbrState): void {
  let cnt = reader.u(4); // count
  if (cnt === 15) cnt += reader.u(8) - 1; // esc_count
  while (cnt > 0) {
    const used = parseExtensionPayload(reader, cnt, id_aac, sbr);
    if (used <= 0 || used > cnt) throw new RangeError(`extension payload of ${used} bytes in a fill element of ${cnt}`);
    cnt -= used;
  }
}
