import { BitReader } from "../../bits/bit-reader";
import type { AdtsHeader } from "./adts-header";
import type { ProgramConfigElement } from "./program-config-element";
import { parseRawDataBlock } from "./raw-data-block";
import type { SbrState } from "./sbr/sbr-extension-data";

/** The ADTS header's length in bytes (ISO/IEC 14496-3 1.A.2.2.1: adts_fixed_header + adts_variable_header). */
const ADTS_HEADER_BYTES = 7;

/**
 * Reads the raw data blocks of adts_frame() of ISO/IEC 14496-3 1.A.2.2 (Table 1.A.5) at `offset`, whose
 * header is `header`, with the CRC fields protection_absent 0 adds. The blocks must end where
 * aac_frame_length says the frame ends, which checks the whole syntax read: a RangeError otherwise.
 * Returns the first program config element of the frame, if any.
 */
export function parseAdtsFrame(
  bytes: Uint8Array,
  offset: number,
  header: AdtsHeader,
  sbr: SbrState,
): ProgramConfigElement | undefined {
  let programConfigElement: ProgramConfigElement | undefined;
  const end = offset + header.aac_frame_length;
  if (end > bytes.length) throw new RangeError("ADTS frame cut by the end of the bytes");
  const reader = new BitReader(bytes.subarray(0, end), offset + ADTS_HEADER_BYTES);
  const blocks = header.number_of_raw_data_blocks_in_frame + 1;
  if (!header.protection_absent) {
    // adts_error_check() or adts_header_error_check(): raw_data_block_position of blocks 1.., crc_check
    reader.skip(16 * (blocks - 1) + 16);
  }
  for (let block = 0; block < blocks; block++) {
    const pce = parseRawDataBlock(reader, header.sampling_frequency_index, sbr);
    programConfigElement ??= pce;
    if (!header.protection_absent && blocks > 1) reader.skip(16); // adts_raw_data_block_error_check()
  }
  if (reader.bytePosition !== end) {
    throw new RangeError(
      `raw data ends at byte ${reader.bytePosition - offset} of a ${header.aac_frame_length}-byte frame`,
    );
  }
  return programConfigElement;
}
