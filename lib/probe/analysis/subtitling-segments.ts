// PES_data_field() of DVB subtitles, ETSI EN 300 743 7.1 (Table 3): data_identifier 0x20,
// subtitle_stream_id 0x00, then subtitling_segment()s (7.2: sync_byte 0x0F, segment_type, page_id,
// segment_length) until end_of_PES_data_field_marker 0xFF.
import { BitReader } from "../bits/bit-reader";

const DVB_SUBTITLE_DATA_IDENTIFIER = 0x20;
const SYNC_BYTE = 0x0f;
/** segment_type of the object data segment (Table 7): what a page actually shows. */
export const OBJECT_DATA_SEGMENT = 0x13;

export interface SubtitlingSegment {
  segment_type: number;
  page_id: number;
}

export function* subtitlingSegments(data: Uint8Array): Generator<SubtitlingSegment> {
  if (data[0] !== DVB_SUBTITLE_DATA_IDENTIFIER) return;
  let at = 2;
  while (at + 6 <= data.length && data[at] === SYNC_BYTE) {
    const reader = new BitReader(data, at + 1); // after sync_byte
    const segment_type = reader.u(8);
    const page_id = reader.u(16);
    const segment_length = reader.u(16);
    yield { segment_type, page_id };
    at = reader.bytePosition + segment_length;
  }
}
