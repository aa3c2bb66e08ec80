// RFC 8216 4.2: an attribute list, AttributeName=AttributeValue pairs separated by commas; a
// quoted-string value may hold commas and is returned without its quotes.

export type AttributeList = ReadonlyMap<string, string>;

export function parseAttributeList(text: string): AttributeList {
  const attributes = new Map<string, string>();
  const pattern = /\s*([A-Z0-9-]+)=("[^"\r\n]*"|[^,]*)\s*(?:,|$)/gy;
  for (let match = pattern.exec(text); match && match[0] !== ""; match = pattern.exec(text)) {
    const value = match[2]!.trim();
    attributes.set(match[1]!, value.startsWith('"') ? value.slice(1, -1) : value);
  }
  return attributes;
}

/** decimal-resolution (4.2): "1280x720". */
export function parseResolution(value: string | undefined): { width: number; height: number } | undefined {
  const match = /^(\d+)x(\d+)$/.exec(value ?? "");
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** A decimal-integer attribute (4.2), when present and well formed. */
export function integerAttribute(attributes: AttributeList, name: string): number | undefined {
  const value = attributes.get(name);
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}
