// Structural Component (SMPTE ST 377-1 clause 9.5.9, Annex A.11), the parent of sequences, source
// clips and timecode components. Sequence (Annex A.12) adds the list of its components.
import { property, type PropertyValues } from "../local-set";
import { int64, label, uuidArray } from "../property-types";
import { labelKey } from "../ul";

export const SEQUENCE_KEY = labelKey("060e2b34.02530101.0d010101.01010f00");

export const structuralComponentProperties = {
  DataDefinition: property(0x0201, "060e2b34.01010102.04070100.00000000", label),
  Duration: property(0x0202, "060e2b34.01010102.07020201.01030000", int64),
};

export const sequenceProperties = {
  ...structuralComponentProperties,
  StructuralComponents: property(0x1001, "060e2b34.01010102.06010104.06090000", uuidArray),
};

export type Sequence = PropertyValues<typeof sequenceProperties>;
