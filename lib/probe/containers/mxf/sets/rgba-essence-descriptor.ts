// RGBA Picture Essence Descriptor (SMPTE ST 377-1 clause G.2.5, Annex A.20).
import { property, type PropertyValues } from "../local-set";
import { raw, uint32 } from "../property-types";
import { labelKey } from "../ul";
import { genericPictureEssenceDescriptorProperties } from "./generic-picture-essence-descriptor";

export const RGBA_ESSENCE_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01012900");

export const rgbaEssenceDescriptorProperties = {
  ...genericPictureEssenceDescriptorProperties,
  ComponentMaxRef: property(0x3406, "060e2b34.01010105.04010503.0b000000", uint32),
  ComponentMinRef: property(0x3407, "060e2b34.01010105.04010503.0c000000", uint32),
  /** RGBALayout: up to 8 {code, depth} byte pairs, ended by a zero code (Annex B.5). */
  PixelLayout: property(0x3401, "060e2b34.01010102.04010503.06000000", raw),
};

export type RgbaEssenceDescriptor = PropertyValues<typeof rgbaEssenceDescriptorProperties>;
