// SMPTE ST 2067-2 (after ST 429-8) PackingList: each asset's hash, size and type.
import { attribute, child, childText, children, type XmlElement } from "../xml";

export interface PackingListAsset {
  id: string;
  /** The digest, base64 (xs:base64Binary). */
  hash?: string;
  /** The HashAlgorithm URI; SHA-1 (xmldsig#sha1) when absent (ST 429-8). */
  hashAlgorithm: string;
  size?: number;
  type?: string;
}

export interface PackingList {
  id?: string;
  assets: PackingListAsset[];
}

export const SHA1_ALGORITHM = "http://www.w3.org/2000/09/xmldsig#sha1";

export function parsePackingList(root: XmlElement): PackingList {
  const assets = children(child(root, "AssetList"), "Asset").flatMap((asset): PackingListAsset[] => {
    const id = childText(asset, "Id");
    if (id === undefined) return [];
    const size = childText(asset, "Size");
    return [
      {
        id: id.toLowerCase(),
        hash: childText(asset, "Hash"),
        hashAlgorithm: attribute(child(asset, "HashAlgorithm"), "Algorithm") ?? SHA1_ALGORITHM,
        ...(size !== undefined && { size: Number(size) }),
        type: childText(asset, "Type"),
      },
    ];
  });
  return { id: childText(root, "Id"), assets };
}
