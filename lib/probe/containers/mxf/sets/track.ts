// Generic Track and Timeline Track (SMPTE ST 377-1 clause 9.5.8, Annex A.9-A.10).
import { property, type PropertyValues } from "../local-set";
import { int64, rational, uint32, utf16String, uuid } from "../property-types";
import { labelKey } from "../ul";

export const TIMELINE_TRACK_KEY = labelKey("060e2b34.02530101.0d010101.01013b00");

export const trackProperties = {
  TrackID: property(0x4801, "060e2b34.01010102.01070101.00000000", uint32),
  TrackNumber: property(0x4804, "060e2b34.01010102.01040103.00000000", uint32),
  TrackName: property(0x4802, "060e2b34.01010102.01070102.01000000", utf16String),
  Sequence: property(0x4803, "060e2b34.01010102.06010104.02040000", uuid),
  EditRate: property(0x4b01, "060e2b34.01010102.05300405.00000000", rational),
  Origin: property(0x4b02, "060e2b34.01010102.07020103.01030000", int64),
};

export type Track = PropertyValues<typeof trackProperties>;
