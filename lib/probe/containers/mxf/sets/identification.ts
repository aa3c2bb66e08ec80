// Identification (SMPTE ST 377-1 clause 9.5.2, Annex A.3): the application that wrote or changed the file.
import { property, type PropertyValues } from "../local-set";
import { productVersion, timestamp, utf16String, uuid } from "../property-types";
import { labelKey } from "../ul";

export const IDENTIFICATION_KEY = labelKey("060e2b34.02530101.0d010101.01013000");

export const identificationProperties = {
  ThisGenerationUID: property(0x3c09, "060e2b34.01010102.05200701.01000000", uuid),
  CompanyName: property(0x3c01, "060e2b34.01010102.05200701.02010000", utf16String),
  ProductName: property(0x3c02, "060e2b34.01010102.05200701.03010000", utf16String),
  ProductVersion: property(0x3c03, "060e2b34.01010102.05200701.04000000", productVersion),
  VersionString: property(0x3c04, "060e2b34.01010102.05200701.05010000", utf16String),
  ProductUID: property(0x3c05, "060e2b34.01010102.05200701.07000000", uuid),
  ModificationDate: property(0x3c06, "060e2b34.01010102.07020110.02030000", timestamp),
  ToolkitVersion: property(0x3c07, "060e2b34.01010102.05200701.0a000000", productVersion),
  Platform: property(0x3c08, "060e2b34.01010102.05200701.06010000", utf16String),
};

export type Identification = PropertyValues<typeof identificationProperties>;
