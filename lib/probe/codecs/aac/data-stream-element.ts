import type { BitReader } from "../../bits/bit-reader";

/** Reads past data_stream_element() of ISO/IEC 14496-3 4.4.2.1 (Table 4.10). */
export function skipDataStreamElement(reader: BitReader): void {
  reader.skip(4); // element_instance_tag
  const data_byte_align_flag = reader.flag();
  let cnt = reader.u(8);
  if (cnt === 255) cnt += reader.u(8); // esc_count
  if (data_byte_align_flag) reader.byteAlign();
  reader.skip(8 * cnt); // data_stream_byte
}
