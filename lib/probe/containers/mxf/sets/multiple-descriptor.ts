// Multiple Descriptor (SMPTE ST 377-1 clause 9.5.14, Annex A.17): one file descriptor per essence
// track of an interleaved (e.g. OP1a) essence container.
import { property, type PropertyValues } from "../local-set";
import { uuidArray } from "../property-types";
import { labelKey } from "../ul";
import { fileDescriptorProperties } from "./file-descriptor";

export const MULTIPLE_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01014400");

export const multipleDescriptorProperties = {
  ...fileDescriptorProperties,
  SubDescriptorUIDs: property(0x3f01, "060e2b34.01010104.06010104.060b0000", uuidArray),
};

export type MultipleDescriptor = PropertyValues<typeof multipleDescriptorProperties>;
