// RFC 8794 7.6 / 11: a Master Element's data is child elements. Each master element the prober reads is a
// table of the children it takes, named as the Matroska schema (RFC 9559 5.1) names them, with their type and
// default; one function reads every table. Adding an element is one line in its parent's table.
import { childElements } from "./element";

/** An element's data as a value; undefined when the data is no valid value of the type (the element is then ignored). */
export type ElementReader<T> = (data: Uint8Array, diagnostics: string[]) => T | undefined;

/** A child element: absent (no default), with the schema's default, or repeatable (maxOccurs above 1, listed). */
type Occurrence = "optional" | "default" | "multiple";

export interface ElementDefinition<T, O extends Occurrence = Occurrence> {
  readonly id: number;
  readonly read: ElementReader<T>;
  readonly occurrence: O;
  readonly default?: T;
}

/** A child element that occurs at most once; `defaultValue` is the schema's default, its value when absent. */
export function element<T>(id: number, read: ElementReader<T>): ElementDefinition<T, "optional">;
export function element<T>(id: number, read: ElementReader<T>, defaultValue: T): ElementDefinition<T, "default">;
export function element<T>(id: number, read: ElementReader<T>, defaultValue?: T): ElementDefinition<T> {
  return defaultValue === undefined
    ? { id, read, occurrence: "optional" }
    : { id, read, occurrence: "default", default: defaultValue };
}

/** A child element that may repeat: its values in file order. */
export function elements<T>(id: number, read: ElementReader<T>): ElementDefinition<T, "multiple"> {
  return { id, read, occurrence: "multiple" };
}

export type ElementDefinitions = Readonly<Record<string, ElementDefinition<unknown>>>;

type OptionalNames<D extends ElementDefinitions> = {
  [N in keyof D]: D[N] extends ElementDefinition<unknown, "optional"> ? N : never;
}[keyof D];
type Value<E> =
  E extends ElementDefinition<infer T, "multiple"> ? T[] : E extends ElementDefinition<infer T> ? T : never;

/** A master element's values by child name: repeatable ones as lists, absent ones without a default undefined. */
export type MasterValues<D extends ElementDefinitions> = {
  -readonly [N in Exclude<keyof D, OptionalNames<D>>]: Value<D[N]>;
} & {
  -readonly [N in OptionalNames<D>]?: Value<D[N]>;
};

/**
 * Reads the children of a master element that `definitions` names, in file order; a later occurrence of a
 * non-repeatable child replaces an earlier one. `name` is the element's name in messages.
 */
export function readMaster<D extends ElementDefinitions>(
  data: Uint8Array,
  definitions: D,
  name: string,
  diagnostics: string[],
): MasterValues<D> {
  const entries = Object.entries(definitions);
  const values: Record<string, unknown> = {};
  for (const [field, definition] of entries) {
    if (definition.occurrence === "default") values[field] = definition.default;
    else if (definition.occurrence === "multiple") values[field] = [];
  }
  for (const child of childElements(data, diagnostics, name)) {
    const entry = entries.find(([, definition]) => definition.id === child.id);
    if (!entry) continue;
    const [field, definition] = entry;
    const value = definition.read(child.data, diagnostics);
    if (value === undefined) continue;
    if (definition.occurrence === "multiple") (values[field] as unknown[]).push(value);
    else values[field] = value;
  }
  return values as MasterValues<D>;
}

/** A master child element read with its own table. */
export function master<D extends ElementDefinitions>(definitions: D, name: string): ElementReader<MasterValues<D>> {
  return (data, diagnostics) => readMaster(data, definitions, name, diagnostics);
}
