// Generic Data Essence Descriptor (SMPTE ST 377-1 clause G.2.7, Annex A.22).
import { property, type PropertyValues } from "../local-set";
import { label } from "../property-types";
import { fileDescriptorProperties } from "./file-descriptor";

export const genericDataEssenceDescriptorProperties = {
  ...fileDescriptorProperties,
  DataEssenceCoding: property(0x3e01, "060e2b34.01010105.04030302.00000000", label),
};

export type GenericDataEssenceDescriptor = PropertyValues<typeof genericDataEssenceDescriptorProperties>;
