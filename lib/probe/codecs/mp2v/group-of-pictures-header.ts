import { BitReader } from "../../bits/bit-reader";

/** group_of_pictures_header() of ISO/IEC 13818-2 6.2.2.6 (semantics 6.3.8; time_code fields Table 6-11). */
export interface GroupOfPicturesHeader {
  drop_frame_flag: boolean;
  time_code_hours: number;
  time_code_minutes: number;
  time_code_seconds: number;
  time_code_pictures: number;
  closed_gop: boolean;
  broken_link: boolean;
}

/** Parses a GOP header; `unit` starts with the group_start_code value byte. */
export function parseGroupOfPicturesHeader(unit: Uint8Array): GroupOfPicturesHeader {
  const reader = new BitReader(unit, 1);
  const drop_frame_flag = reader.flag();
  const time_code_hours = reader.u(5);
  const time_code_minutes = reader.u(6);
  reader.skip(1); // marker_bit
  const time_code_seconds = reader.u(6);
  const time_code_pictures = reader.u(6);
  const closed_gop = reader.flag();
  const broken_link = reader.flag();
  return {
    drop_frame_flag,
    time_code_hours,
    time_code_minutes,
    time_code_seconds,
    time_code_pictures,
    closed_gop,
    broken_link,
  };
}
