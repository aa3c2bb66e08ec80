// descriptor(): ISO/IEC 13818-1 2.6 (Table 2-45) — a tag, a length, then the body. Loops appear in the
// PMT, the SDT and elsewhere; each tag's body has its own parser in this folder.

export interface Descriptor {
  descriptor_tag: number;
  /** The descriptor_length bytes after the two header bytes. */
  body: Uint8Array;
}

/** Splits a descriptor loop; a descriptor overrunning the loop ends it (and is reported). */
export function parseDescriptorLoop(loop: Uint8Array, diagnostics?: string[]): Descriptor[] {
  const descriptors: Descriptor[] = [];
  let offset = 0;
  while (offset + 2 <= loop.length) {
    const descriptor_tag = loop[offset]!;
    const descriptor_length = loop[offset + 1]!;
    const end = offset + 2 + descriptor_length;
    if (end > loop.length) {
      diagnostics?.push(`descriptor 0x${descriptor_tag.toString(16).padStart(2, "0")} overruns its descriptor loop`);
      break;
    }
    descriptors.push({ descriptor_tag, body: loop.subarray(offset + 2, end) });
    offset = end;
  }
  return descriptors;
}
