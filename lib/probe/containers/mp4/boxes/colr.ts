// ISO/IEC 14496-12 12.1.5 ColourInformationBox 'colr': 'nclx' carries the ITU-T H.273 code points and
// the range flag; QuickTime's 'nclc' the same three codes without range; 'rICC'/'prof' an ICC profile.
import { BitReader } from "../../../bits/bit-reader";
import { fourCC } from "../box-fields";
import type { SampleEntryBox } from "../box-descriptor";

export interface ColourInformationBox {
  colour_type: string;
  colour_primaries?: number;
  transfer_characteristics?: number;
  matrix_coefficients?: number;
  full_range_flag?: boolean;
}

function parseColr(payload: Uint8Array): ColourInformationBox {
  const reader = new BitReader(payload);
  const colour_type = fourCC(reader);
  if (colour_type !== "nclx" && colour_type !== "nclc") return { colour_type };
  const box: ColourInformationBox = {
    colour_type,
    colour_primaries: reader.u(16),
    transfer_characteristics: reader.u(16),
    matrix_coefficients: reader.u(16),
  };
  if (colour_type === "nclx") box.full_range_flag = reader.flag();
  return box;
}

export const colrBox: SampleEntryBox<ColourInformationBox> = {
  type: "colr",
  parse: parseColr,
  video(stream, colour, { extension }) {
    extension.push({ type: "colr", ...colour });
    if (colour.colour_primaries !== undefined) {
      stream.color_primaries = colour.colour_primaries;
      stream.transfer_characteristics = colour.transfer_characteristics;
      stream.matrix_coefficients = colour.matrix_coefficients;
    }
    if (colour.full_range_flag !== undefined) stream.video_range = colour.full_range_flag ? "full" : "narrow";
    return stream;
  },
};
