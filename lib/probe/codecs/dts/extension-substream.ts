// The DTS-HD extension substream (ETSI TS 102 114 7.4, sync word SYNCEXTSSH 0x64582025): its header
// (7.4.1, Table 7-2) gives its size; the extensions it carries are told by their own sync words (7.5):
// XLL (lossless, DTS-HD Master Audio), XBR/X96/XXCH (DTS-HD High Resolution), LBR (DTS Express).
import { BitReader } from "../../bits/bit-reader";
import {
  readFirstAssetDescriptor,
  readStaticFields,
  type AssetDescriptor,
  type ExtensionSubstreamStaticFields,
} from "./asset-descriptor";
import { findDtsXExtension, parseXllCommonHeader, SYNC_XLL, type DtsXKind } from "./xll-common-header";

const SYNCEXTSSH = 0x64582025;
/** nuExtSSHeaderSize is at most 2^12 bytes. */
const MAX_HEADER_BYTES = 4096;
const SYNC_LBR = 0x0a801921;
/** XBR, X96 and XXCH inside an extension substream (7.5.2, 6.3, 6.4). */
const SYNC_HIGH_RESOLUTION = [0x655e315e, 0x1d95f262, 0x47004a03];

export type DtsHdKind = "DTS-HD Master Audio" | "DTS-HD High Resolution Audio" | "DTS Express" | "DTS-HD";

export interface DtsExtensionSubstreamHeader {
  UserDefinedBits: number;
  nExtSSIndex: number;
  bHeaderSizeType: number;
  nuExtSSHeaderSize: number;
  nuExtSSFsize: number;
  /** What the extensions found in the substream make of the stream. */
  kind: DtsHdKind;
  staticFields?: ExtensionSubstreamStaticFields;
  /** The first asset's descriptor, when the header holds static fields (asset-descriptor.ts). */
  asset?: AssetDescriptor;
  /** DTS:X carried in the XLL frame (xll-common-header.ts). */
  dtsX?: DtsXKind;
}

const word = (bytes: Uint8Array, offset: number) => new BitReader(bytes, offset).u(32);

/** The extension substream header at `offset`; undefined where none is. */
export function parseDtsExtensionSubstreamHeader(
  bytes: Uint8Array,
  offset: number,
): DtsExtensionSubstreamHeader | undefined {
  if (offset + 12 > bytes.length || word(bytes, offset) !== SYNCEXTSSH) return undefined;
  const r = new BitReader(bytes.subarray(offset + 4, offset + 4 + MAX_HEADER_BYTES));
  const UserDefinedBits = r.u(8);
  const nExtSSIndex = r.u(2);
  const bHeaderSizeType = r.u(1);
  const nuExtSSHeaderSize = r.u(bHeaderSizeType ? 12 : 8) + 1;
  const nuExtSSFsize = r.u(bHeaderSizeType ? 20 : 16) + 1;
  if (nuExtSSFsize < nuExtSSHeaderSize) return undefined;
  const end = Math.min(bytes.length, offset + nuExtSSFsize);
  const found = new Set<number>();
  let dtsX: DtsXKind | undefined;
  for (let i = offset + nuExtSSHeaderSize; i + 4 <= end; i++) {
    const sync = word(bytes, i);
    found.add(sync);
    const xll = sync === SYNC_XLL && !dtsX ? parseXllCommonHeader(bytes, i) : undefined;
    if (xll) dtsX = findDtsXExtension(bytes.subarray(0, end), i, xll);
  }
  const kind: DtsHdKind = found.has(SYNC_XLL)
    ? "DTS-HD Master Audio"
    : SYNC_HIGH_RESOLUTION.some((s) => found.has(s))
      ? "DTS-HD High Resolution Audio"
      : found.has(SYNC_LBR)
        ? "DTS Express"
        : "DTS-HD";
  const header: DtsExtensionSubstreamHeader = {
    UserDefinedBits,
    nExtSSIndex,
    bHeaderSizeType,
    nuExtSSHeaderSize,
    nuExtSSFsize,
    kind,
    ...(dtsX && kind === "DTS-HD Master Audio" && { dtsX }),
  };
  try {
    const staticFields = readStaticFields(r, nExtSSIndex);
    if (staticFields) {
      header.staticFields = staticFields;
      header.asset = readFirstAssetDescriptor(r, staticFields.nuNumAssets, bHeaderSizeType);
    }
  } catch (error) {
    // A header cut by the end of the bytes keeps the sizes and the kind.
    if (!(error instanceof RangeError)) throw error;
  }
  return header;
}
