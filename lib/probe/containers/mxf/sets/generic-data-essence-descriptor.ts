// Generic Data Essence Descriptor (SMPTE ST 377-1 clause G.2.7, Annex A.22).
import { property, type PropertyValues } from "../local-set";
import { label } from "../property-types";
import { labelKey } from "../ul";
import { fileDescriptorProperties } from "./file-descriptor";

export const GENERIC_DATA_ESSENCE_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01014300");

export const genericDataEssenceDescriptorProperties = {
  ...fileDescriptorProperties,
  DataEssenceCoding: property(0x3e01, "060e2b34.01010105.04030302.00000000", label),
};

export type GenericDataEssenceDescriptor = PropertyValues<typeof genericDataEssenceDescriptorProperties>;
