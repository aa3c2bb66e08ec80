// SMPTE ST 429-9 AssetMap: where each asset (by its UUID) lies, as a path relative to the volume root.
import { child, childText, children, type XmlElement } from "../xml";

export interface AssetMapAsset {
  id: string;
  path: string;
  packingList: boolean;
  length?: number;
}

export interface AssetMap {
  id?: string;
  assets: AssetMapAsset[];
}

export function parseAssetMap(root: XmlElement): AssetMap {
  const assets = children(child(root, "AssetList"), "Asset").flatMap((asset): AssetMapAsset[] => {
    const id = childText(asset, "Id");
    // A multi-volume package splits assets in chunks; a single-volume one (IMF) has one chunk each.
    const chunk = child(child(asset, "ChunkList"), "Chunk");
    const path = childText(chunk, "Path");
    if (id === undefined || path === undefined) return [];
    const length = childText(chunk, "Length");
    return [
      {
        id: id.toLowerCase(),
        path,
        packingList: childText(asset, "PackingList") === "true",
        ...(length !== undefined && { length: Number(length) }),
      },
    ];
  });
  return { id: childText(root, "Id"), assets };
}
