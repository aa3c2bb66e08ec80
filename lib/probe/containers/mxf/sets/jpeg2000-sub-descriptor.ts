// JPEG 2000 Picture Sub-Descriptor (SMPTE ST 422 clause 7.2, Table 4): the codestream's SIZ marker values.
import { property, type PropertyValues } from "../local-set";
import { uint16, uint32 } from "../property-types";
import { labelKey } from "../ul";

export const JPEG2000_SUB_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01015a00");

export const jpeg2000SubDescriptorProperties = {
  Rsiz: property(0, "060e2b34.0101010a.04010603.01000000", uint16),
  Xsiz: property(0, "060e2b34.0101010a.04010603.02000000", uint32),
  Ysiz: property(0, "060e2b34.0101010a.04010603.03000000", uint32),
  XOsiz: property(0, "060e2b34.0101010a.04010603.04000000", uint32),
  YOsiz: property(0, "060e2b34.0101010a.04010603.05000000", uint32),
  Csiz: property(0, "060e2b34.0101010a.04010603.0a000000", uint16),
};

export type Jpeg2000SubDescriptor = PropertyValues<typeof jpeg2000SubDescriptorProperties>;
