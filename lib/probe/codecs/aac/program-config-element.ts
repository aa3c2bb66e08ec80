import type { BitReader } from "../../bits/bit-reader";

/** program_config_element() of ISO/IEC 14496-3 4.4.1.1 (Table 4.2, semantics 4.5.1.2 and 4.5.2.1). */
export interface ProgramConfigElement {
  element_instance_tag: number;
  object_type: number;
  sampling_frequency_index: number;
  num_front_channel_elements: number;
  num_side_channel_elements: number;
  num_back_channel_elements: number;
  num_lfe_channel_elements: number;
  num_assoc_data_elements: number;
  num_valid_cc_elements: number;
  mono_mixdown_element_number?: number;
  stereo_mixdown_element_number?: number;
  matrix_mixdown_idx?: number;
  pseudo_surround_enable?: boolean;
  front_element_is_cpe: boolean[];
  side_element_is_cpe: boolean[];
  back_element_is_cpe: boolean[];
}

/** A front, side or back list: per element, is_cpe then its 4-bit element_tag_select (not kept). */
function readChannelElements(reader: BitReader, count: number): boolean[] {
  return Array.from({ length: count }, () => {
    const isCpe = reader.flag();
    reader.skip(4); // *_element_tag_select
    return isCpe;
  });
}

/**
 * Reads a program_config_element after its element id. Its byte_alignment() is relative to the start of the
 * enclosing raw_data_block or AudioSpecificConfig (4.4.1.1), the bit position `origin` of `reader` (an
 * AudioSpecificConfig in a LATM StreamMuxConfig starts anywhere in a byte).
 */
export function parseProgramConfigElement(reader: BitReader, origin = 0): ProgramConfigElement {
  const element_instance_tag = reader.u(4);
  const object_type = reader.u(2);
  const sampling_frequency_index = reader.u(4);
  const num_front_channel_elements = reader.u(4);
  const num_side_channel_elements = reader.u(4);
  const num_back_channel_elements = reader.u(4);
  const num_lfe_channel_elements = reader.u(2);
  const num_assoc_data_elements = reader.u(3);
  const num_valid_cc_elements = reader.u(4);
  const pce: ProgramConfigElement = {
    element_instance_tag,
    object_type,
    sampling_frequency_index,
    num_front_channel_elements,
    num_side_channel_elements,
    num_back_channel_elements,
    num_lfe_channel_elements,
    num_assoc_data_elements,
    num_valid_cc_elements,
    front_element_is_cpe: [],
    side_element_is_cpe: [],
    back_element_is_cpe: [],
  };
  if (reader.flag()) pce.mono_mixdown_element_number = reader.u(4);
  if (reader.flag()) pce.stereo_mixdown_element_number = reader.u(4);
  if (reader.flag()) {
    pce.matrix_mixdown_idx = reader.u(2);
    pce.pseudo_surround_enable = reader.flag();
  }
  pce.front_element_is_cpe = readChannelElements(reader, num_front_channel_elements);
  pce.side_element_is_cpe = readChannelElements(reader, num_side_channel_elements);
  pce.back_element_is_cpe = readChannelElements(reader, num_back_channel_elements);
  reader.skip(4 * num_lfe_channel_elements); // lfe_element_tag_select
  reader.skip(4 * num_assoc_data_elements); // assoc_data_element_tag_select
  reader.skip(5 * num_valid_cc_elements); // cc_element_is_ind_sw, valid_cc_element_tag_select
  reader.skip((8 - ((reader.position - origin) & 7)) & 7); // byte_alignment()
  const comment_field_bytes = reader.u(8);
  reader.skip(8 * comment_field_bytes); // comment_field_data
  return pce;
}

/**
 * The output channels a PCE describes: a CPE carries two, an SCE one, plus one per LFE element (4.5.2.1);
 * coupling channel elements and data elements add none.
 */
export function programConfigChannels(pce: ProgramConfigElement): number {
  const elements = [...pce.front_element_is_cpe, ...pce.side_element_is_cpe, ...pce.back_element_is_cpe];
  return elements.reduce((sum, isCpe) => sum + (isCpe ? 2 : 1), pce.num_lfe_channel_elements);
}
