// Content Storage (SMPTE ST 377-1 clause 9.5.3, Annex A.4): the packages and essence containers of the file.
import { property, type PropertyValues } from "../local-set";
import { uuidArray } from "../property-types";
import { labelKey } from "../ul";

export const CONTENT_STORAGE_KEY = labelKey("060e2b34.02530101.0d010101.01011800");

export const contentStorageProperties = {
  Packages: property(0x1901, "060e2b34.01010102.06010104.05010000", uuidArray),
  EssenceContainerData: property(0x1902, "060e2b34.01010102.06010104.05020000", uuidArray),
};

export type ContentStorage = PropertyValues<typeof contentStorageProperties>;
