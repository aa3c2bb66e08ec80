// The DTS-HD extension substream (ETSI TS 102 114 7.4, sync word SYNCEXTSSH 0x64582025): its header
// (7.4.1, Table 7-2) gives its size; the extensions it carries are told by their own sync words (7.5):
// XLL (lossless, DTS-HD Master Audio), XBR/X96/XXCH (DTS-HD High Resolution), LBR (DTS Express).
import { BitReader } from "../../bits/bit-reader";

const SYNCEXTSSH = 0x64582025;
const SYNC_XLL = 0x41a29547;
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
  /** The first asset descriptor's nuTotalNumChs (7.4.2), when the static fields are present: all its channels. */
  nuTotalNumChs?: number;
  /** What the extensions found in the substream make of the stream. */
  kind: DtsHdKind;
}

const word = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0;

/** The extension substream header at `offset`; undefined where none is. */
export function parseDtsExtensionSubstreamHeader(bytes: Uint8Array, offset: number): DtsExtensionSubstreamHeader | undefined {
  if (offset + 12 > bytes.length || word(bytes, offset) !== SYNCEXTSSH) return undefined;
  const r = new BitReader(bytes.subarray(offset + 4, Math.min(bytes.length, offset + 4 + 512)));
  const UserDefinedBits = r.u(8);
  const nExtSSIndex = r.u(2);
  const bHeaderSizeType = r.u(1);
  const nuExtSSHeaderSize = r.u(bHeaderSizeType ? 12 : 8) + 1;
  const nuExtSSFsize = r.u(bHeaderSizeType ? 20 : 16) + 1;
  if (nuExtSSFsize < nuExtSSHeaderSize) return undefined;
  const end = Math.min(bytes.length, offset + nuExtSSFsize);
  const found = new Set<number>();
  for (let i = offset + nuExtSSHeaderSize; i + 4 <= end; i++) found.add(word(bytes, i));
  const kind: DtsHdKind = found.has(SYNC_XLL)
    ? "DTS-HD Master Audio"
    : SYNC_HIGH_RESOLUTION.some((s) => found.has(s))
      ? "DTS-HD High Resolution Audio"
      : found.has(SYNC_LBR)
        ? "DTS Express"
        : "DTS-HD";
  const nuTotalNumChs = readTotalChannels(r, nExtSSIndex, bHeaderSizeType);
  return { UserDefinedBits, nExtSSIndex, bHeaderSizeType, nuExtSSHeaderSize, nuExtSSFsize, ...(nuTotalNumChs !== undefined && { nuTotalNumChs }), kind };
}

/**
 * From after nuExtSSFsize: the static fields (7.4.1, Table 7-3: reference clock, frame duration, time
 * stamp, audio presentations and their mix metadata), the assets' sizes, then the first asset descriptor
 * (7.4.2, Table 7-5) up to nuTotalNumChs. Undefined without static fields, or when the bytes end first.
 */
function readTotalChannels(r: BitReader, nExtSSIndex: number, bHeaderSizeType: number): number | undefined {
  try {
    if (!r.flag()) return undefined; // bStaticFieldsPresent
    r.skip(2 + 3); // nuRefClockCode, nuExSSFrameDurationCode
    if (r.flag()) r.skip(32 + 4); // bTimeStampFlag: nuTimeStamp, nLSB
    const nuNumAudioPresnt = r.u(3) + 1;
    const nuNumAssets = r.u(3) + 1;
    const nuActiveExSSMask: number[] = [];
    for (let p = 0; p < nuNumAudioPresnt; p++) nuActiveExSSMask.push(r.u(nExtSSIndex + 1));
    for (let p = 0; p < nuNumAudioPresnt; p++) {
      for (let ss = 0; ss <= nExtSSIndex; ss++) if ((nuActiveExSSMask[p]! >> ss) & 1) r.skip(8); // nuActiveAssetMask
    }
    if (r.flag()) {
      // bMixMetadataEnbl: nuMixMetadataAdjLevel, nuBits4MixOutMask, nuNumMixOutConfigs, nuMixOutChMask[]
      r.skip(2);
      const nuBits4MixOutMask = (r.u(2) + 1) << 2;
      const nuNumMixOutConfigs = r.u(2) + 1;
      r.skip(nuBits4MixOutMask * nuNumMixOutConfigs);
    }
    r.skip(nuNumAssets * (bHeaderSizeType ? 20 : 16)); // nuAssetFsize[]
    r.skip(9 + 3); // AssetDescriptor: nuAssetDescriptFsize, nuAssetIndex
    if (r.flag()) r.skip(4); // bAssetTypeDescrPresent: nuAssetTypeDescriptor
    if (r.flag()) r.skip(24); // bLanguageDescrPresent: LanguageDescriptor
    if (r.flag()) r.skip(8 * (r.u(10) + 1)); // bInfoTextPresent: nuInfoTextByteSize, InfoTextString
    r.skip(5 + 4); // nuBitResolution, nuMaxSampleRate
    return r.u(8) + 1; // nuTotalNumChs
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
