// MPEG Video Descriptor (SMPTE ST 381-1 clause 8.2, Table 4): a CDCI descriptor with the properties
// of an MPEG video elementary stream. Its properties have dynamic local tags only.
import { property, type PropertyValues } from "../local-set";
import { boolean, uint16, uint32, uint8 } from "../property-types";
import { labelKey } from "../ul";
import { cdciEssenceDescriptorProperties } from "./cdci-essence-descriptor";

export const MPEG_VIDEO_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01015100");

export const mpegVideoDescriptorProperties = {
  ...cdciEssenceDescriptorProperties,
  SingleSequence: property(0, "060e2b34.01010105.04010602.01020000", boolean),
  ConstantBFrames: property(0, "060e2b34.01010105.04010602.01030000", boolean),
  CodedContentType: property(0, "060e2b34.01010105.04010602.01040000", uint8),
  LowDelay: property(0, "060e2b34.01010105.04010602.01050000", boolean),
  ClosedGOP: property(0, "060e2b34.01010105.04010602.01060000", boolean),
  IdenticalGOP: property(0, "060e2b34.01010105.04010602.01070000", boolean),
  MaxGOP: property(0, "060e2b34.01010105.04010602.01080000", uint16),
  BPictureCount: property(0, "060e2b34.01010105.04010602.01090000", uint16),
  ProfileAndLevel: property(0, "060e2b34.01010105.04010602.010a0000", uint8),
  BitRate: property(0, "060e2b34.01010105.04010602.010b0000", uint32),
};

export type MpegVideoDescriptor = PropertyValues<typeof mpegVideoDescriptorProperties>;
