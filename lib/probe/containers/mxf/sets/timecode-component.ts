// Timecode Component (SMPTE ST 377-1 clause 9.5.11, Annex A.14): the timecode at the track's origin.
import { property, type PropertyValues } from "../local-set";
import { boolean, int64, uint16 } from "../property-types";
import { labelKey } from "../ul";
import { structuralComponentProperties } from "./structural-component";

export const TIMECODE_COMPONENT_KEY = labelKey("060e2b34.02530101.0d010101.01011400");

export const timecodeComponentProperties = {
  ...structuralComponentProperties,
  RoundedTimecodeBase: property(0x1502, "060e2b34.01010102.04040101.02060000", uint16),
  StartTimecode: property(0x1501, "060e2b34.01010102.07020103.01050000", int64),
  DropFrame: property(0x1503, "060e2b34.01010101.04040101.05000000", boolean),
};

export type TimecodeComponent = PropertyValues<typeof timecodeComponentProperties>;
