// Operational pattern labels (SMPTE ST 377-1 clause 10.2, ST 378 OP1a, ST 391 OP1b, ST 408 OP1c-3c,
// ST 390 OP-Atom). The container `type` names the pattern.
import { ulKey } from "../ul";

const OPERATIONAL_PATTERN_PREFIX = "060e2b3404010100" + "0d010201";
/** Byte 13 of an OP label: item complexity 1..3 for the generalized patterns, 0x10 for OP-Atom (ST 390 clause 8). */
const OP_ATOM_ITEM_COMPLEXITY = 0x10;
/** Byte 14: package complexity a, b or c (ST 377-1 Table 12). */
const PACKAGE_COMPLEXITY = ["a", "b", "c"];

/** "op1a".."op3c" or "opatom"; undefined for other (specialized or unknown) labels. */
export function operationalPatternName(label: Uint8Array): string | undefined {
  if (!ulKey(label).startsWith(OPERATIONAL_PATTERN_PREFIX)) return undefined;
  const itemComplexity = label[12]!;
  if (itemComplexity === OP_ATOM_ITEM_COMPLEXITY) return "opatom";
  const packageComplexity = PACKAGE_COMPLEXITY[label[13]! - 1];
  return itemComplexity >= 1 && itemComplexity <= 3 && packageComplexity
    ? `op${itemComplexity}${packageComplexity}`
    : undefined;
}

/** Human form for `$annotation` ("OP1a", "OP-Atom"). */
export function operationalPatternTitle(name: string): string {
  return name === "opatom" ? "OP-Atom" : `OP${name.slice(2)}`;
}
