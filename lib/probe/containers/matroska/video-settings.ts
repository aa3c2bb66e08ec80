// RFC 9559 5.1.4.1.28 Video: the picture size, cropping, display size, interlacing and Colour.
import { unsignedInteger } from "./ebml/element";
import { element, master, type MasterValues } from "./ebml/master-element";
import { ID } from "./element-ids";
import { colourElements } from "./colour";

export const videoElements = {
  /** 0 undetermined, 1 interlaced, 2 progressive. */
  FlagInterlaced: element(ID.FlagInterlaced, unsignedInteger, 0),
  /** 0 progressive, 1 tff, 2 undetermined, 6 bff, 9 bff (interleaved, top stored first), 14 tff (bottom stored first). */
  FieldOrder: element(ID.FieldOrder, unsignedInteger, 2),
  PixelWidth: element(ID.PixelWidth, unsignedInteger),
  PixelHeight: element(ID.PixelHeight, unsignedInteger),
  PixelCropBottom: element(ID.PixelCropBottom, unsignedInteger, 0),
  PixelCropTop: element(ID.PixelCropTop, unsignedInteger, 0),
  PixelCropLeft: element(ID.PixelCropLeft, unsignedInteger, 0),
  PixelCropRight: element(ID.PixelCropRight, unsignedInteger, 0),
  DisplayWidth: element(ID.DisplayWidth, unsignedInteger),
  DisplayHeight: element(ID.DisplayHeight, unsignedInteger),
  /** 0 pixels, 1 centimeters, 2 inches, 3 display aspect ratio, 4 unknown. */
  DisplayUnit: element(ID.DisplayUnit, unsignedInteger, 0),
  Colour: element(ID.Colour, master(colourElements, "Colour")),
};

export type VideoSettings = MasterValues<typeof videoElements>;
