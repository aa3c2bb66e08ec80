// RFC 9559 5.1.4.1.28.16 Colour: ITU-T H.273 code points, depth, subsampling and siting of the video.
import { childElements, unsignedInteger } from "./ebml/element";
import { ID } from "./element-ids";

export interface Colour {
  MatrixCoefficients?: number;
  BitsPerChannel?: number;
  /** Chroma samples dropped horizontally per kept one: 1 for 4:2:0 and 4:2:2. */
  ChromaSubsamplingHorz?: number;
  ChromaSubsamplingVert?: number;
  /** 0 unspecified, 1 left collocated, 2 half. */
  ChromaSitingHorz?: number;
  /** 0 unspecified, 1 top collocated, 2 half. */
  ChromaSitingVert?: number;
  /** 0 unspecified, 1 broadcast range, 2 full range, 3 defined by MatrixCoefficients/TransferCharacteristics. */
  Range?: number;
  TransferCharacteristics?: number;
  Primaries?: number;
}

const FIELDS: Readonly<Record<number, keyof Colour>> = {
  [ID.MatrixCoefficients]: "MatrixCoefficients",
  [ID.BitsPerChannel]: "BitsPerChannel",
  [ID.ChromaSubsamplingHorz]: "ChromaSubsamplingHorz",
  [ID.ChromaSubsamplingVert]: "ChromaSubsamplingVert",
  [ID.ChromaSitingHorz]: "ChromaSitingHorz",
  [ID.ChromaSitingVert]: "ChromaSitingVert",
  [ID.Range]: "Range",
  [ID.TransferCharacteristics]: "TransferCharacteristics",
  [ID.Primaries]: "Primaries",
};

export function parseColour(data: Uint8Array, diagnostics: string[]): Colour {
  const colour: Colour = {};
  for (const { id, data: value } of childElements(data, diagnostics, "Colour")) {
    const field = FIELDS[id];
    if (field) colour[field] = unsignedInteger(value);
  }
  return colour;
}
