// Generic Sound Essence Descriptor (SMPTE ST 377-1 clause G.2.6, Annex A.21).
import { property, type PropertyValues } from "../local-set";
import { boolean, int8, label, rational, uint32, uint8 } from "../property-types";
import { labelKey } from "../ul";
import { fileDescriptorProperties } from "./file-descriptor";

export const GENERIC_SOUND_ESSENCE_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01014200");

export const genericSoundEssenceDescriptorProperties = {
  ...fileDescriptorProperties,
  AudioSamplingRate: property(0x3d03, "060e2b34.01010105.04020301.01010000", rational),
  Locked: property(0x3d02, "060e2b34.01010104.04020301.04000000", boolean),
  AudioRefLevel: property(0x3d04, "060e2b34.01010101.04020101.03000000", int8),
  ElectroSpatialFormulation: property(0x3d05, "060e2b34.01010101.04020101.01000000", uint8),
  ChannelCount: property(0x3d07, "060e2b34.01010105.04020101.04000000", uint32),
  QuantizationBits: property(0x3d01, "060e2b34.01010104.04020303.04000000", uint32),
  DialNorm: property(0x3d0c, "060e2b34.01010105.04020701.00000000", int8),
  SoundEssenceCoding: property(0x3d06, "060e2b34.01010102.04020402.00000000", label),
};

export type GenericSoundEssenceDescriptor = PropertyValues<typeof genericSoundEssenceDescriptorProperties>;
