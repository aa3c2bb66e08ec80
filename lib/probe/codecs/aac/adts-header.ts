import { BitReader } from "../../bits/bit-reader";
import { SAMPLING_FREQUENCIES } from "./sampling-frequencies";

/** adts_fixed_header() and adts_variable_header() of ISO/IEC 13818-7 6.2.1 / ISO/IEC 14496-3 1.A.2.2. */
export interface AdtsHeader {
  ID: number;
  protection_absent: boolean;
  profile_ObjectType: number;
  sampling_frequency_index: number;
  channel_configuration: number;
  aac_frame_length: number;
  number_of_raw_data_blocks_in_frame: number;
  /** Derived: the frame size in bytes (aac_frame_length counts the header too). */
  frameLength: number;
}

/** Parses an ADTS header at `offset`; undefined when none is there. */
export function parseAdtsHeader(bytes: Uint8Array, offset: number): AdtsHeader | undefined {
  if (bytes[offset] !== 0xff || ((bytes[offset + 1] ?? 0) & 0xf6) !== 0xf0 || offset + 7 > bytes.length)
    return undefined;
  const reader = new BitReader(bytes, offset);
  reader.skip(12); // syncword
  const ID = reader.u(1);
  reader.skip(2); // layer, always '00'
  const protection_absent = reader.flag();
  const profile_ObjectType = reader.u(2);
  const sampling_frequency_index = reader.u(4);
  reader.skip(1); // private_bit
  const channel_configuration = reader.u(3);
  reader.skip(4); // original_copy, home, copyright_identification_bit, copyright_identification_start
  const aac_frame_length = reader.u(13);
  reader.skip(11); // adts_buffer_fullness
  const number_of_raw_data_blocks_in_frame = reader.u(2);
  if (SAMPLING_FREQUENCIES[sampling_frequency_index] === undefined || aac_frame_length < 7) return undefined;
  return {
    ID,
    protection_absent,
    profile_ObjectType,
    sampling_frequency_index,
    channel_configuration,
    aac_frame_length,
    number_of_raw_data_blocks_in_frame,
    frameLength: aac_frame_length,
  };
}
