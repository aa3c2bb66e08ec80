// Preface (SMPTE ST 377-1 clause 9.5.1, Annex A.2): the root of the header metadata.
import { property, type PropertyValues } from "../local-set";
import { label, labelArray, timestamp, uuid, uuidArray, versionType } from "../property-types";
import { labelKey } from "../ul";

export const PREFACE_KEY = labelKey("060e2b34.02530101.0d010101.01012f00");

export const prefaceProperties = {
  LastModifiedDate: property(0x3b02, "060e2b34.01010102.07020110.02040000", timestamp),
  Version: property(0x3b05, "060e2b34.01010102.03010201.05000000", versionType),
  PrimaryPackage: property(0x3b08, "060e2b34.01010104.06010104.01080000", uuid),
  Identifications: property(0x3b06, "060e2b34.01010102.06010104.06040000", uuidArray),
  ContentStorage: property(0x3b03, "060e2b34.01010102.06010104.02010000", uuid),
  OperationalPattern: property(0x3b09, "060e2b34.01010105.01020203.00000000", label),
  EssenceContainers: property(0x3b0a, "060e2b34.01010105.01020210.02010000", labelArray),
  DMSchemes: property(0x3b0b, "060e2b34.01010105.01020210.02020000", labelArray),
};

export type Preface = PropertyValues<typeof prefaceProperties>;
