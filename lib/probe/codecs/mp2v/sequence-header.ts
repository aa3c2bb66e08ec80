import { BitReader } from "../../bits/bit-reader";

/** sequence_header() of ISO/IEC 13818-2 6.2.2.1 (semantics 6.3.3). */
export interface SequenceHeader {
  horizontal_size_value: number;
  vertical_size_value: number;
  aspect_ratio_information: number;
  frame_rate_code: number;
  bit_rate_value: number;
  vbv_buffer_size_value: number;
  constrained_parameters_flag: boolean;
  load_intra_quantiser_matrix: boolean;
  load_non_intra_quantiser_matrix: boolean;
}

/** Parses a sequence header; `unit` starts with the sequence_header_code value byte. */
export function parseSequenceHeader(unit: Uint8Array): SequenceHeader {
  const reader = new BitReader(unit, 1);
  const horizontal_size_value = reader.u(12);
  const vertical_size_value = reader.u(12);
  const aspect_ratio_information = reader.u(4);
  const frame_rate_code = reader.u(4);
  const bit_rate_value = reader.u(18);
  reader.skip(1); // marker_bit
  const vbv_buffer_size_value = reader.u(10);
  const constrained_parameters_flag = reader.flag();
  const load_intra_quantiser_matrix = reader.flag();
  if (load_intra_quantiser_matrix) reader.skip(64 * 8); // intra_quantiser_matrix[64]
  const load_non_intra_quantiser_matrix = reader.flag();
  if (load_non_intra_quantiser_matrix) reader.skip(64 * 8); // non_intra_quantiser_matrix[64]
  return {
    horizontal_size_value,
    vertical_size_value,
    aspect_ratio_information,
    frame_rate_code,
    bit_rate_value,
    vbv_buffer_size_value,
    constrained_parameters_flag,
    load_intra_quantiser_matrix,
    load_non_intra_quantiser_matrix,
  };
}
