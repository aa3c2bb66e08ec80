// Generic Package and Material Package (SMPTE ST 377-1 clauses 9.5.5-9.5.6, Annex A.6-A.7).
import { property, type PropertyValues } from "../local-set";
import { timestamp, umid, utf16String, uuidArray } from "../property-types";
import { labelKey } from "../ul";

export const MATERIAL_PACKAGE_KEY = labelKey("060e2b34.02530101.0d010101.01013600");

export const genericPackageProperties = {
  PackageUID: property(0x4401, "060e2b34.01010101.01011510.00000000", umid),
  Name: property(0x4402, "060e2b34.01010101.01030302.01000000", utf16String),
  PackageCreationDate: property(0x4405, "060e2b34.01010102.07020110.01030000", timestamp),
  PackageModifiedDate: property(0x4404, "060e2b34.01010102.07020110.02050000", timestamp),
  Tracks: property(0x4403, "060e2b34.01010102.06010104.06050000", uuidArray),
};

export type GenericPackage = PropertyValues<typeof genericPackageProperties>;
