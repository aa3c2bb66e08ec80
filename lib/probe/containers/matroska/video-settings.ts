// RFC 9559 5.1.4.1.28 Video: the picture size, cropping, display size, interlacing and Colour.
import { childElements, unsignedInteger } from "./ebml/element";
import { ID } from "./element-ids";
import { parseColour, type Colour } from "./colour";

export interface VideoSettings {
  /** 0 undetermined, 1 interlaced, 2 progressive. */
  FlagInterlaced: number;
  /** 0 progressive, 1 tff, 2 undetermined, 6 bff, 9 bff (interleaved, top stored first), 14 tff (bottom stored first). */
  FieldOrder: number;
  PixelWidth?: number;
  PixelHeight?: number;
  PixelCropBottom: number;
  PixelCropTop: number;
  PixelCropLeft: number;
  PixelCropRight: number;
  DisplayWidth?: number;
  DisplayHeight?: number;
  /** 0 pixels, 1 centimeters, 2 inches, 3 display aspect ratio, 4 unknown. */
  DisplayUnit: number;
  Colour?: Colour;
}

const NUMBERS: Readonly<Record<number, Exclude<keyof VideoSettings, "Colour">>> = {
  [ID.FlagInterlaced]: "FlagInterlaced",
  [ID.FieldOrder]: "FieldOrder",
  [ID.PixelWidth]: "PixelWidth",
  [ID.PixelHeight]: "PixelHeight",
  [ID.PixelCropBottom]: "PixelCropBottom",
  [ID.PixelCropTop]: "PixelCropTop",
  [ID.PixelCropLeft]: "PixelCropLeft",
  [ID.PixelCropRight]: "PixelCropRight",
  [ID.DisplayWidth]: "DisplayWidth",
  [ID.DisplayHeight]: "DisplayHeight",
  [ID.DisplayUnit]: "DisplayUnit",
};

export function parseVideoSettings(data: Uint8Array, diagnostics: string[]): VideoSettings {
  // Defaults of RFC 9559: FieldOrder 2 (undetermined), everything else 0.
  const video: VideoSettings = {
    FlagInterlaced: 0,
    FieldOrder: 2,
    PixelCropBottom: 0,
    PixelCropTop: 0,
    PixelCropLeft: 0,
    PixelCropRight: 0,
    DisplayUnit: 0,
  };
  for (const { id, data: value } of childElements(data, diagnostics, "Video")) {
    const field = NUMBERS[id];
    if (field) video[field] = unsignedInteger(value);
    else if (id === ID.Colour) video.Colour = parseColour(value, diagnostics);
  }
  return video;
}
