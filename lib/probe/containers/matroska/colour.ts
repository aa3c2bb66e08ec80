// RFC 9559 5.1.4.1.28.16 Colour: ITU-T H.273 code points, depth, subsampling and siting of the video.
import { unsignedInteger } from "./ebml/element";
import { element, type MasterValues } from "./ebml/master-element";
import { ID } from "./element-ids";

export const colourElements = {
  MatrixCoefficients: element(ID.MatrixCoefficients, unsignedInteger),
  BitsPerChannel: element(ID.BitsPerChannel, unsignedInteger),
  /** Chroma samples dropped horizontally per kept one: 1 for 4:2:0 and 4:2:2. */
  ChromaSubsamplingHorz: element(ID.ChromaSubsamplingHorz, unsignedInteger),
  ChromaSubsamplingVert: element(ID.ChromaSubsamplingVert, unsignedInteger),
  /** 0 unspecified, 1 left collocated, 2 half. */
  ChromaSitingHorz: element(ID.ChromaSitingHorz, unsignedInteger),
  /** 0 unspecified, 1 top collocated, 2 half. */
  ChromaSitingVert: element(ID.ChromaSitingVert, unsignedInteger),
  /** 0 unspecified, 1 broadcast range, 2 full range, 3 defined by MatrixCoefficients/TransferCharacteristics. */
  Range: element(ID.Range, unsignedInteger),
  TransferCharacteristics: element(ID.TransferCharacteristics, unsignedInteger),
  Primaries: element(ID.Primaries, unsignedInteger),
};

export type Colour = MasterValues<typeof colourElements>;
