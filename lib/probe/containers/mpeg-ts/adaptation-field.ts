// adaptation_field(): ISO/IEC 13818-1 2.4.3.4, Table 2-6. Only the fields the prober uses are kept.

export interface AdaptationField {
  discontinuity_indicator: boolean;
  random_access_indicator: boolean;
  /** program_clock_reference_base (33 bits, 90 kHz) when PCR_flag is set. */
  program_clock_reference_base?: number;
  /** program_clock_reference_extension (9 bits, 27 MHz remainder). */
  program_clock_reference_extension?: number;
}

/** `body` is the adaptation field after its adaptation_field_length byte. */
export function parseAdaptationField(body: Uint8Array): AdaptationField {
  const flags = body[0] ?? 0;
  const field: AdaptationField = {
    discontinuity_indicator: (flags & 0x80) !== 0,
    random_access_indicator: (flags & 0x40) !== 0,
  };
  const PCR_flag = (flags & 0x10) !== 0;
  if (PCR_flag && body.length >= 7) {
    // 33-bit base across bytes 1..5, then 6 reserved bits and a 9-bit extension (2.4.3.5).
    field.program_clock_reference_base =
      body[1]! * 2 ** 25 + body[2]! * 2 ** 17 + body[3]! * 2 ** 9 + body[4]! * 2 + (body[5]! >> 7);
    field.program_clock_reference_extension = ((body[5]! & 0x01) << 8) | body[6]!;
  }
  return field;
}
