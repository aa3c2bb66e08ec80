// Source Clip (SMPTE ST 377-1 clause 9.5.10, Annex A.13): a reference to a track of another package.
import { property, type PropertyValues } from "../local-set";
import { int64, uint32, umid } from "../property-types";
import { labelKey } from "../ul";
import { structuralComponentProperties } from "./structural-component";

export const SOURCE_CLIP_KEY = labelKey("060e2b34.02530101.0d010101.01011100");

export const sourceClipProperties = {
  ...structuralComponentProperties,
  StartPosition: property(0x1201, "060e2b34.01010102.07020103.01040000", int64),
  SourcePackageID: property(0x1101, "060e2b34.01010102.06010103.01000000", umid),
  SourceTrackID: property(0x1102, "060e2b34.01010102.06010103.02000000", uint32),
};

export type SourceClip = PropertyValues<typeof sourceClipProperties>;
