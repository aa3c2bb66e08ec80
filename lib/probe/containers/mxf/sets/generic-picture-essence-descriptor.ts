// Generic Picture Essence Descriptor (SMPTE ST 377-1 clause G.2.3, Annex A.18 and Table G.15).
import { property, type PropertyValues } from "../local-set";
import { int32, int32Array, label, rational, uint32, uint8 } from "../property-types";
import { labelKey } from "../ul";
import { fileDescriptorProperties } from "./file-descriptor";

export const GENERIC_PICTURE_ESSENCE_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01012700");

export const genericPictureEssenceDescriptorProperties = {
  ...fileDescriptorProperties,
  SignalStandard: property(0x3215, "060e2b34.01010105.04050113.00000000", uint8),
  FrameLayout: property(0x320c, "060e2b34.01010101.04010301.04000000", uint8),
  StoredWidth: property(0x3203, "060e2b34.01010101.04010502.02000000", uint32),
  StoredHeight: property(0x3202, "060e2b34.01010101.04010502.01000000", uint32),
  StoredF2Offset: property(0x3216, "060e2b34.01010105.04010302.08000000", int32),
  SampledWidth: property(0x3205, "060e2b34.01010101.04010501.08000000", uint32),
  SampledHeight: property(0x3204, "060e2b34.01010101.04010501.07000000", uint32),
  SampledXOffset: property(0x3206, "060e2b34.01010101.04010501.09000000", int32),
  SampledYOffset: property(0x3207, "060e2b34.01010101.04010501.0a000000", int32),
  DisplayHeight: property(0x3208, "060e2b34.01010101.04010501.0b000000", uint32),
  DisplayWidth: property(0x3209, "060e2b34.01010101.04010501.0c000000", uint32),
  DisplayXOffset: property(0x320a, "060e2b34.01010101.04010501.0d000000", int32),
  DisplayYOffset: property(0x320b, "060e2b34.01010101.04010501.0e000000", int32),
  DisplayF2Offset: property(0x3217, "060e2b34.01010105.04010302.07000000", int32),
  AspectRatio: property(0x320e, "060e2b34.01010101.04010101.01000000", rational),
  ActiveFormatDescriptor: property(0x3218, "060e2b34.01010105.04010302.09000000", uint8),
  VideoLineMap: property(0x320d, "060e2b34.01010102.04010302.05000000", int32Array),
  TransferCharacteristic: property(0x3210, "060e2b34.01010102.04010201.01010200", label),
  FieldDominance: property(0x3212, "060e2b34.01010102.04010301.06000000", uint8),
  PictureEssenceCoding: property(0x3201, "060e2b34.01010102.04010601.00000000", label),
  CodingEquations: property(0x321a, "060e2b34.01010102.04010201.01030100", label),
  ColorPrimaries: property(0x3219, "060e2b34.01010109.04010201.01060100", label),
};

export type GenericPictureEssenceDescriptor = PropertyValues<typeof genericPictureEssenceDescriptorProperties>;
