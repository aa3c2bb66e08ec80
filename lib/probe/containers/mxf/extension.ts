// A set's decoded values as an `extension` object of the probe output: named as the standard names
// the properties, labels as URNs, references and raw bytes left out.
import type { Extension } from "../../schema";
import { ulUrn } from "./ul";

export function setExtension(
  type: string,
  values: Readonly<Record<string, unknown>>,
  annotation?: Record<string, string>,
): Extension {
  const extension: Extension = { type };
  for (const [name, value] of Object.entries(values)) {
    const shown = showValue(value);
    if (shown !== undefined) extension[name] = shown;
  }
  return annotation && Object.keys(annotation).length > 0 ? { ...extension, $annotation: annotation } : extension;
}

function showValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return value.length === 16 ? ulUrn(value) : undefined;
  if (Array.isArray(value))
    return value.every((item) => item instanceof Uint8Array) ? value.map((item) => showValue(item)) : value;
  return value;
}
