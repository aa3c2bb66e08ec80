// Generic Descriptor and File Descriptor (SMPTE ST 377-1 clauses 9.5.12-9.5.13, Annex A.15-A.16):
// the properties every essence descriptor shares.
import { property, type PropertyValues } from "../local-set";
import { int64, label, rational, uint32, uuidArray } from "../property-types";

export const fileDescriptorProperties = {
  Locators: property(0x2f01, "060e2b34.01010102.06010104.06030000", uuidArray),
  /** Only a dynamic tag is defined for SubDescriptors (ST 377-1:2009 Annex A.15). */
  SubDescriptors: property(0, "060e2b34.01010109.06010104.06100000", uuidArray),
  LinkedTrackID: property(0x3006, "060e2b34.01010105.06010103.05000000", uint32),
  SampleRate: property(0x3001, "060e2b34.01010101.04060101.00000000", rational),
  ContainerDuration: property(0x3002, "060e2b34.01010101.04060102.00000000", int64),
  EssenceContainer: property(0x3004, "060e2b34.01010102.06010104.01020000", label),
  Codec: property(0x3005, "060e2b34.01010102.06010104.01030000", label),
};

export type FileDescriptor = PropertyValues<typeof fileDescriptorProperties>;
