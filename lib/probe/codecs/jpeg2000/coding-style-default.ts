// COD, the coding style default marker segment (ISO/IEC 15444-1 A.6.1, Tables A.12-A.15).
import { BitReader } from "../../bits/bit-reader";

export interface CodingStyleDefault {
  /** Scod: bit 0 = precincts defined, bit 1 = SOP markers, bit 2 = EPH markers (Table A.13). */
  Scod: number;
  SGcod: {
    /** 0 LRCP, 1 RLCP, 2 RPCL, 3 PCRL, 4 CPRL (Table A.16). */
    progression_order: number;
    number_of_layers: number;
    multiple_component_transformation: number;
  };
  SPcod: {
    number_of_decomposition_levels: number;
    /** Code-block width and height exponents offset values: xcb = value + 2 (Table A.18). */
    code_block_width: number;
    code_block_height: number;
    code_block_style: number;
    /** 0 = 9-7 irreversible filter, 1 = 5-3 reversible filter (Table A.20). */
    transformation: number;
  };
}

export function parseCodingStyleDefault(parameters: Uint8Array): CodingStyleDefault {
  const reader = new BitReader(parameters);
  const Scod = reader.u(8);
  const SGcod = {
    progression_order: reader.u(8),
    number_of_layers: reader.u(16),
    multiple_component_transformation: reader.u(8),
  };
  const SPcod = {
    number_of_decomposition_levels: reader.u(8),
    code_block_width: 1 << (reader.u(8) + 2),
    code_block_height: 1 << (reader.u(8) + 2),
    code_block_style: reader.u(8),
    transformation: reader.u(8),
  };
  return { Scod, SGcod, SPcod };
}
