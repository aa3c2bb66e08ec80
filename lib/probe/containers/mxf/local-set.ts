// Local sets (SMPTE ST 377-1 clause 9.6): the coding of every header metadata set and index table
// segment, a sequence of {2-byte local tag, 2-byte length, value} items.
import { BitReader } from "../../bits/bit-reader";
import type { PropertyDecoder } from "./property-types";
import type { Primer } from "./primer-pack";
import { labelKey } from "./ul";

export interface LocalSetItem {
  readonly tag: number;
  /** The property UL key, from the primer pack; undefined for a tag the primer does not list. */
  readonly ul?: string;
  readonly value: Uint8Array;
}

/** Splits a local set value into its items. An item that runs past the value's end is dropped and reported. */
export function parseLocalSetItems(
  value: Uint8Array,
  primer: Primer | undefined,
  diagnostics: string[],
): LocalSetItem[] {
  const items: LocalSetItem[] = [];
  let at = 0;
  while (at + 4 <= value.length) {
    const reader = new BitReader(value, at);
    const tag = reader.u(16);
    const length = reader.u(16);
    if (at + 4 + length > value.length) {
      diagnostics.push(`MXF: local set item 0x${tag.toString(16).padStart(4, "0")} runs past the end of its set`);
      break;
    }
    items.push({ tag, ul: primer?.get(tag), value: value.subarray(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return items;
}

/** A property of a set: its static local tag (0 when only dynamic tags are allowed), its UL and its type. */
export interface PropertyDefinition<T> {
  readonly tag: number;
  readonly ul: string;
  readonly decode: PropertyDecoder<T>;
}

export function property<T>(tag: number, notation: string, decode: PropertyDecoder<T>): PropertyDefinition<T> {
  return { tag, ul: labelKey(notation), decode };
}

export type PropertyDefinitions = Readonly<Record<string, PropertyDefinition<unknown>>>;

/** The decoded values of a set, named as the standard names its properties; absent ones are undefined. */
export type PropertyValues<D extends PropertyDefinitions> = {
  -readonly [Name in keyof D]?: D[Name] extends PropertyDefinition<infer T> ? T : never;
};

/**
 * Decodes the items of a set that the definitions name. An item is identified by the UL its tag maps
 * to in the primer pack (dynamic tags, ST 377-1 clause 9.2), or by its static tag when the primer does
 * not list it. A value too short for its type is reported and left out.
 */
export function readProperties<D extends PropertyDefinitions>(
  items: readonly LocalSetItem[],
  definitions: D,
  setName: string,
  diagnostics: string[],
): PropertyValues<D> {
  const values: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const item = items.find((candidate) =>
      candidate.ul !== undefined
        ? candidate.ul === definition.ul
        : definition.tag !== 0 && candidate.tag === definition.tag,
    );
    if (!item) continue;
    try {
      values[name] = definition.decode(item.value);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(`MXF: ${setName}.${name} cannot be read (${error.message})`);
    }
  }
  return values as PropertyValues<D>;
}
