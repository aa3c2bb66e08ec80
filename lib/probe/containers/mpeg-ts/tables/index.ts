// The PSI and SI tables the prober reads: one file of this folder each, and its one line here. registry.ts
// finds them by PID and table_id; sections of other tables are skipped.
export { programAssociationSection } from "./program-association-section";
export { programMapSection } from "./program-map-section";
export { serviceDescriptionSection } from "./service-description-section";
