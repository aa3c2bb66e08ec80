// Data definition labels of tracks (SMPTE ST 377-1 Table 23, RP 224 "Essence Track Data Definitions"),
// and the AAF legacy identifiers older writers used in their place.
import { labelFamily, matchLabelFamily } from "../ul";

export type TrackKind = "picture" | "sound" | "data" | "timecode" | "descriptive";

const DATA_DEFINITIONS = [
  labelFamily("060e2b34.04010101.01030201.00000000", 12, "timecode" as TrackKind),
  labelFamily("060e2b34.04010101.01030201.10000000", 13, "descriptive" as TrackKind),
  labelFamily("060e2b34.04010101.01030202.01000000", 13, "picture" as TrackKind),
  labelFamily("060e2b34.04010101.01030202.02000000", 13, "sound" as TrackKind),
  labelFamily("060e2b34.04010101.01030202.03000000", 13, "data" as TrackKind),
  // AAF data definitions as UUIDs (AAF Object Specification v1.1, DataDef_Picture/_Sound/_Timecode, the
  // "Legacy" definitions of Avid files), in UUID byte order ...
  labelFamily("6f3c8ce1.6cef11d2.807d0060.08143e6f", 16, "picture" as TrackKind),
  labelFamily("78e1ebe1.6cef11d2.807d0060.08143e6f", 16, "sound" as TrackKind),
  labelFamily("7f275e81.77e511d2.807f0060.08143e6f", 16, "timecode" as TrackKind),
  // ... and as MXF stores a UUID in an AUID (ST 377-1 Annex A.1, ST 298): its two 8-byte halves swapped.
  labelFamily("807d0060.08143e6f.6f3c8ce1.6cef11d2", 16, "picture" as TrackKind),
  labelFamily("807d0060.08143e6f.78e1ebe1.6cef11d2", 16, "sound" as TrackKind),
  labelFamily("807f0060.08143e6f.7f275e81.77e511d2", 16, "timecode" as TrackKind),
];

export function trackKind(dataDefinition: Uint8Array): TrackKind | undefined {
  return matchLabelFamily(DATA_DEFINITIONS, dataDefinition);
}
