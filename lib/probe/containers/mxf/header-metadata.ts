// Header metadata (SMPTE ST 377-1 clause 9): a primer pack followed by local sets, each naming
// itself by an InstanceUID that strong and weak references point to.
import { readKeyedKlvHeader, readKlvHeader } from "./klv";
import { FILL_KEY, isLocalSetKey, PRIMER_PACK_KEY } from "./keys";
import {
  parseLocalSetItems,
  property,
  readProperties,
  type LocalSetItem,
  type PropertyDefinitions,
  type PropertyValues,
} from "./local-set";
import { parsePrimerPack, type Primer } from "./primer-pack";
import { uuid } from "./property-types";
import { ulKey } from "./ul";

export interface MetadataSet {
  /** The set's key with the version byte cleared: which class it is. */
  readonly key: string;
  readonly instanceUID: string;
  readonly items: readonly LocalSetItem[];
}

const interchangeObjectProperties = {
  InstanceUID: property(0x3c0a, "060e2b34.01010101.01011502.00000000", uuid),
};

export class HeaderMetadata {
  constructor(
    readonly sets: ReadonlyMap<string, MetadataSet>,
    private readonly diagnostics: string[],
  ) {}

  /** Every set of one class, in file order. */
  ofClass(key: string): MetadataSet[] {
    return [...this.sets.values()].filter((set) => set.key === key);
  }

  /** Reads the set a reference names when it is one of `classes`; undefined for a dangling reference. */
  resolve<D extends PropertyDefinitions>(
    reference: string | undefined,
    classes: readonly string[],
    definitions: D,
    name: string,
  ): PropertyValues<D> | undefined {
    const set = reference === undefined ? undefined : this.sets.get(reference);
    return set && classes.includes(set.key) ? this.read(set, definitions, name) : undefined;
  }

  read<D extends PropertyDefinitions>(set: MetadataSet, definitions: D, name: string): PropertyValues<D> {
    return readProperties(set.items, definitions, name, this.diagnostics);
  }
}

/**
 * Parses header metadata bytes (starting at file offset `fileOffset` with the primer pack, fill
 * allowed between sets). Stops at the end of the bytes or at the first bytes that are not KLV, which
 * is reported: the sets read so far are kept.
 */
export function parseHeaderMetadata(bytes: Uint8Array, fileOffset: number, diagnostics: string[]): HeaderMetadata {
  const sets = new Map<string, MetadataSet>();
  let primer: Primer | undefined;
  let darkSets = 0;
  let at = 0;
  while (at < bytes.length) {
    const header = readKlvHeader(bytes, at, fileOffset);
    if (!header) {
      // ST 377-1 9.1 and ST 336: a set keyed by a UUID is dark to this reader and skipped by its length,
      // when that length stays within the header metadata (the only check a key without signature allows).
      const dark = readKeyedKlvHeader(bytes, at, fileOffset);
      if (dark && dark.valueOffset - fileOffset + dark.length <= bytes.length) {
        darkSets++;
        at = dark.valueOffset - fileOffset + dark.length;
        continue;
      }
      diagnostics.push(`MXF: header metadata is not KLV at byte ${fileOffset + at}; the sets before it are used`);
      break;
    }
    const start = header.valueOffset - fileOffset;
    const value = bytes.subarray(start, start + header.length);
    if (value.length < header.length) {
      diagnostics.push(`MXF: header metadata ends inside a set at byte ${header.offset}`);
      break;
    }
    const key = ulKey(header.key);
    if (key === PRIMER_PACK_KEY) {
      primer = parsePrimerPackSafely(value, diagnostics);
    } else if (key !== FILL_KEY && isLocalSetKey(header.key)) {
      const items = parseLocalSetItems(value, primer, diagnostics);
      const { InstanceUID } = readProperties(items, interchangeObjectProperties, "InterchangeObject", diagnostics);
      if (InstanceUID) sets.set(InstanceUID, { key, instanceUID: InstanceUID, items });
    }
    at = start + header.length;
  }
  if (darkSets > 0)
    diagnostics.push(`MXF: ${darkSets} header metadata set(s) keyed by a UUID (AAF objects) were skipped`);
  if (!primer) diagnostics.push("MXF: header metadata has no primer pack; properties are read by their static tags");
  return new HeaderMetadata(sets, diagnostics);
}

function parsePrimerPackSafely(value: Uint8Array, diagnostics: string[]): Primer | undefined {
  try {
    return parsePrimerPack(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    diagnostics.push(`MXF: primer pack cannot be read (${error.message})`);
    return undefined;
  }
}
