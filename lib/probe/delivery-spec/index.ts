// Delivery specifications (docs/delivery-specs.md): the schema, the parser of spec files and the checker.
export { DeliverySpec, DeliveryCheck, RuleResult, type DeliverySpecInput } from "./spec-schema";
export { parseSpecText, SpecError, formatIssue, fieldPath, type SpecIssue } from "./parse-spec";
export { checkSpec, analysesFor } from "./check-spec";
