// Source Package (SMPTE ST 377-1 clause 9.5.7, Annex A.8): a file package (its Descriptor describes
// essence in this file) or a physical source package.
import { property, type PropertyValues } from "../local-set";
import { uuid } from "../property-types";
import { labelKey } from "../ul";
import { genericPackageProperties } from "./generic-package";

export const SOURCE_PACKAGE_KEY = labelKey("060e2b34.02530101.0d010101.01013700");

export const sourcePackageProperties = {
  ...genericPackageProperties,
  Descriptor: property(0x4701, "060e2b34.01010102.06010104.02030000", uuid),
};

export type SourcePackage = PropertyValues<typeof sourcePackageProperties>;
