import type { BitReader } from "../../bits/bit-reader";
import { skipDynamicRangeInfo } from "./dynamic-range-info";
import { parseSbrExtensionData, type SbrState } from "./sbr/sbr-extension-data";

/** extension_type values, ISO/IEC 14496-3 Table 4.121. */
const EXT_DATA_ELEMENT = 0x2;
const EXT_DYNAMIC_RANGE = 0xb;
const EXT_SBR_DATA = 0xd;
const EXT_SBR_DATA_CRC = 0xe;
/** data_element_version of ancillary data (Table 4.122). */
const ANC_DATA = 0;

/**
 * Reads extension_payload(cnt) of ISO/IEC 14496-3 4.4.2.7 (Table 4.57) and returns the bytes it used. SBR
 * data (after element `id_aac`) goes to `sbr`; other payloads are read past. An SBR payload fills the
 * rest of the cnt bytes, whatever sbr_extension_data() reads of them.
 */
export function parseExtensionPayload(
  reader: BitReader,
  cnt: number,
  id_aac: number | undefined,
  sbr: SbrState,
): number {
  const end = reader.position + 8 * cnt;
  const extension_type = reader.u(4);
  if ((extension_type === EXT_SBR_DATA || extension_type === EXT_SBR_DATA_CRC) && id_aac !== undefined) {
    parseSbrExtensionData(reader, id_aac, extension_type === EXT_SBR_DATA_CRC, sbr);
    if (reader.position > end) throw new RangeError("sbr_extension_data() longer than its fill element");
    reader.skip(end - reader.position); // bs_fill_bits
    return cnt;
  }
  if (extension_type === EXT_DYNAMIC_RANGE) return skipDynamicRangeInfo(reader);
  if (extension_type === EXT_DATA_ELEMENT && reader.u(4) === ANC_DATA) {
    let dataElementLength = 0;
    let loopCounter = 0;
    for (let dataElementLengthPart = 255; dataElementLengthPart === 255; loopCounter++) {
      dataElementLengthPart = reader.u(8);
      dataElementLength += dataElementLengthPart;
    }
    reader.skip(8 * dataElementLength); // data_element_byte
    return dataElementLength + loopCounter + 1;
  }
  // EXT_FILL, EXT_FILL_DATA and the others fill the cnt bytes: fill_nibble or align, then bytes.
  reader.skip(end - reader.position);
  return cnt;
}
