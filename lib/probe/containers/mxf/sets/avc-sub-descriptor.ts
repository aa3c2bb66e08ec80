// AVC Sub-Descriptor (SMPTE ST 381-3 clause 8, Table 5): H.264 stream properties beside a CDCI descriptor.
import { property, type PropertyValues } from "../local-set";
import { boolean, uint16, uint32, uint8 } from "../property-types";
import { labelKey } from "../ul";

export const AVC_SUB_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01016e00");

export const avcSubDescriptorProperties = {
  AVCDecodingDelay: property(0, "060e2b34.0101010e.04010606.010e0000", uint8),
  AVCConstantBPictureFlag: property(0, "060e2b34.0101010e.04010606.01030000", boolean),
  AVCCodedContentKind: property(0, "060e2b34.0101010e.04010606.01040000", uint8),
  AVCClosedGOPIndicator: property(0, "060e2b34.0101010e.04010606.01060000", boolean),
  AVCIdenticalGOPIndicator: property(0, "060e2b34.0101010e.04010606.01070000", boolean),
  AVCMaximumGOPSize: property(0, "060e2b34.0101010e.04010606.01080000", uint16),
  AVCMaximumBPictureCount: property(0, "060e2b34.0101010e.04010606.01090000", uint16),
  AVCProfile: property(0, "060e2b34.0101010e.04010606.010a0000", uint8),
  AVCMaximumBitrate: property(0, "060e2b34.0101010e.04010606.010b0000", uint32),
  AVCProfileConstraint: property(0, "060e2b34.0101010e.04010606.010c0000", uint8),
  AVCLevel: property(0, "060e2b34.0101010e.04010606.010d0000", uint8),
  AVCAverageBitrate: property(0, "060e2b34.0101010e.04010606.01140000", uint32),
};

export type AvcSubDescriptor = PropertyValues<typeof avcSubDescriptorProperties>;
