// XML of package manifests (IMF CPL/PKL/ASSETMAP, DASH MPD) as plain objects. Namespace prefixes are
// dropped: the documents' element names are unique within their schemas, and writers choose prefixes freely.
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** An element: its child elements by local name, attributes as "@name", text as "#text". */
export type XmlElement = { readonly [key: string]: unknown };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entity expansion is what an XML bomb abuses; manifests use none beyond the predefined five.
  processEntities: false,
});

/** The document's root element by local name, or undefined when the text is not well-formed XML. */
export function parseXml(text: string): { name: string; element: XmlElement } | undefined {
  if (XMLValidator.validate(text) !== true) return undefined;
  const document = parser.parse(text) as Record<string, unknown>;
  const name = Object.keys(document).find((key) => !key.startsWith("?") && !key.startsWith("#"));
  if (name === undefined) return undefined;
  return { name, element: asElement(document[name]) };
}

function asElement(value: unknown): XmlElement {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) return value as XmlElement;
  return typeof value === "string" ? { "#text": value } : {};
}

/** Every child element of that local name, in document order. */
export function children(parent: XmlElement | undefined, name: string): XmlElement[] {
  const value = parent?.[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(asElement);
}

export function child(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  return children(parent, name)[0];
}

/** The text content of the first child element of that name. */
export function childText(parent: XmlElement | undefined, name: string): string | undefined {
  const element = child(parent, name);
  const text = element?.["#text"];
  return typeof text === "string" ? decodePredefinedEntities(text) : undefined;
}

export function attribute(element: XmlElement | undefined, name: string): string | undefined {
  const value = element?.[`@${name}`];
  return typeof value === "string" ? decodePredefinedEntities(value) : undefined;
}

const PREDEFINED: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decodePredefinedEntities(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => PREDEFINED[name]!);
}
