// ISO/IEC 14496-12 4.3 FileTypeBox 'ftyp' (and 'styp', 8.16.2, with the same syntax).
import { BitReader } from "../../../bits/bit-reader";
import { fourCC } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface FileTypeBox {
  major_brand: string;
  minor_version: number;
  compatible_brands: string[];
}

/** The brands read at most: major_brand, minor_version and 64 compatible brands. */
const FTYP_BYTES = 8 + 64 * 4;

function parseFtyp(payload: Uint8Array): FileTypeBox {
  const reader = new BitReader(payload);
  const major_brand = fourCC(reader);
  const minor_version = reader.u(32);
  const compatible_brands: string[] = [];
  while (reader.bitsLeft >= 32) compatible_brands.push(fourCC(reader));
  return { major_brand, minor_version, compatible_brands };
}

export const ftypBox: LeafBox<FileTypeBox> = {
  types: ["ftyp", "styp"],
  parents: ["file"],
  bytes: FTYP_BYTES,
  parse: parseFtyp,
};
