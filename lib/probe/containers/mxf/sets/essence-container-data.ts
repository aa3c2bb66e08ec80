// Essence Container Data (SMPTE ST 377-1 clause 9.5.4, Annex A.5): links a file package to the
// essence container (BodySID) and index table (IndexSID) that hold its essence.
import { property, type PropertyValues } from "../local-set";
import { uint32, umid } from "../property-types";
import { labelKey } from "../ul";

export const ESSENCE_CONTAINER_DATA_KEY = labelKey("060e2b34.02530101.0d010101.01012300");

export const essenceContainerDataProperties = {
  LinkedPackageUID: property(0x2701, "060e2b34.01010102.06010106.01000000", umid),
  IndexSID: property(0x3f06, "060e2b34.01010104.01030405.00000000", uint32),
  BodySID: property(0x3f07, "060e2b34.01010104.01030404.00000000", uint32),
};

export type EssenceContainerData = PropertyValues<typeof essenceContainerDataProperties>;
