// CDCI Picture Essence Descriptor (SMPTE ST 377-1 clause G.2.4, Annex A.19): colour difference
// component sampling, depth and levels.
import { property, type PropertyValues } from "../local-set";
import { uint32, uint8 } from "../property-types";
import { labelKey } from "../ul";
import { genericPictureEssenceDescriptorProperties } from "./generic-picture-essence-descriptor";

export const CDCI_ESSENCE_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01012800");

export const cdciEssenceDescriptorProperties = {
  ...genericPictureEssenceDescriptorProperties,
  ComponentDepth: property(0x3301, "060e2b34.01010102.04010503.0a000000", uint32),
  HorizontalSubsampling: property(0x3302, "060e2b34.01010101.04010501.05000000", uint32),
  VerticalSubsampling: property(0x3308, "060e2b34.01010102.04010501.10000000", uint32),
  ColorSiting: property(0x3303, "060e2b34.01010101.04010501.06000000", uint8),
  BlackRefLevel: property(0x3304, "060e2b34.01010101.04010503.03000000", uint32),
  WhiteReflevel: property(0x3305, "060e2b34.01010101.04010503.04000000", uint32),
  ColorRange: property(0x3306, "060e2b34.01010102.04010503.05000000", uint32),
};

export type CdciEssenceDescriptor = PropertyValues<typeof cdciEssenceDescriptorProperties>;
