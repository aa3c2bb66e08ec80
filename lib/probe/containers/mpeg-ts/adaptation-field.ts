// adaptation_field(): ISO/IEC 13818-1 2.4.3.4, Table 2-6. Only the fields the prober uses are kept.
import { BitReader } from "../../bits/bit-reader";

export interface AdaptationField {
  discontinuity_indicator: boolean;
  random_access_indicator: boolean;
  /** program_clock_reference_base (33 bits, 90 kHz) when PCR_flag is set. */
  program_clock_reference_base?: number;
  /** program_clock_reference_extension (9 bits, 27 MHz remainder). */
  program_clock_reference_extension?: number;
}

/** Flags and program_clock_reference: the bytes a PCR needs. */
const PCR_END_BYTES = 7;

/** `body` is the adaptation field after its adaptation_field_length byte. */
export function parseAdaptationField(body: Uint8Array): AdaptationField {
  if (body.length === 0) return { discontinuity_indicator: false, random_access_indicator: false };
  const reader = new BitReader(body);
  const field: AdaptationField = { discontinuity_indicator: reader.flag(), random_access_indicator: reader.flag() };
  reader.skip(1); // elementary_stream_priority_indicator
  const PCR_flag = reader.flag();
  reader.skip(4); // OPCR_flag, splicing_point_flag, transport_private_data_flag, adaptation_field_extension_flag
  if (PCR_flag && body.length >= PCR_END_BYTES) {
    // 33-bit base (90 kHz), 6 reserved bits, then the 9-bit extension (27 MHz remainder): 2.4.3.5.
    field.program_clock_reference_base = reader.u(33);
    reader.skip(6);
    field.program_clock_reference_extension = reader.u(9);
  }
  return field;
}
