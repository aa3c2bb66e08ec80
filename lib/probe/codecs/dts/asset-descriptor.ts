// ETSI TS 102 114 7.4.1 (Table 7-2), the extension substream header past its sizes, and 7.4.2 (Table 7-5)
// the first AssetDescriptor: the static fields (frame duration, audio presentations, mix metadata) are
// skipped by their syntax to reach the asset's nuMaxSampleRate and nuTotalNumChs — the channels of the
// whole asset (a 7.1 Master Audio asset says 8 while its backward-compatible core says 5.1).
import type { BitReader } from "../../bits/bit-reader";

/** nuMaxSampleRate → Hz (Table 7-6, also the XLL/LBR sampling frequency table). */
const SAMPLE_RATES = [
  8000, 16000, 32000, 64000, 128000, 22050, 44100, 88200, 176400, 352800, 12000, 24000, 48000, 96000, 192000, 384000,
];
/** nuRefClockCode → Hz (Table 7-3). */
const REFERENCE_CLOCKS = [32000, 44100, 48000];

export interface ExtensionSubstreamStaticFields {
  nuRefClockCode: number;
  nuExSSFrameDurationCode: number;
  nuNumAudioPresnt: number;
  nuNumAssets: number;
  bMixMetadataEnbl: boolean;
  /** Samples of one extension substream frame at the reference clock: 512 × (nuExSSFrameDurationCode + 1). */
  frameDuration: number;
  referenceClock?: number;
}

export interface AssetDescriptor {
  nuAssetDescriptFsize: number;
  nuAssetIndex: number;
  nuAssetTypeDescriptor?: number;
  LanguageDescriptor?: string;
  nuBitResolution: number;
  nuMaxSampleRate: number;
  maxSampleRate?: number;
  nuTotalNumChs: number;
  bOne2OneMapChannels2Speakers: boolean;
  nuSpkrActivityMask?: number;
}

/** From bStaticFieldsPresent on (the reader after nuExtSSFsize); undefined without static fields. */
export function readStaticFields(r: BitReader, nExtSSIndex: number): ExtensionSubstreamStaticFields | undefined {
  if (!r.flag()) return undefined; // bStaticFieldsPresent
  const nuRefClockCode = r.u(2);
  const nuExSSFrameDurationCode = r.u(3);
  if (r.flag()) r.skip(36); // bTimeStampFlag: nuTimeStamp(32), nLSB(4)
  const nuNumAudioPresnt = r.u(3) + 1;
  const nuNumAssets = r.u(3) + 1;
  const activeMasks: number[] = [];
  for (let p = 0; p < nuNumAudioPresnt; p++) activeMasks.push(r.u(nExtSSIndex + 1)); // nuActiveExSSMask
  for (const mask of activeMasks) {
    for (let ss = 0; ss <= nExtSSIndex; ss++) if ((mask >> ss) & 1) r.skip(8); // nuActiveAssetMask
  }
  const bMixMetadataEnbl = r.flag();
  if (bMixMetadataEnbl) {
    r.skip(2); // nuMixMetadataAdjLevel
    const nuBits4MixOutMask = (r.u(2) + 1) << 2;
    const nuNumMixOutConfigs = r.u(2) + 1;
    r.skip(nuBits4MixOutMask * nuNumMixOutConfigs); // nuMixOutChMask
  }
  return {
    nuRefClockCode,
    nuExSSFrameDurationCode,
    nuNumAudioPresnt,
    nuNumAssets,
    bMixMetadataEnbl,
    frameDuration: 512 * (nuExSSFrameDurationCode + 1),
    referenceClock: REFERENCE_CLOCKS[nuRefClockCode],
  };
}

/** The first AssetDescriptor, after the nuAssetFsize of every asset; its audio fields exist only with static fields. */
export function readFirstAssetDescriptor(r: BitReader, nuNumAssets: number, bHeaderSizeType: number): AssetDescriptor {
  r.skip(nuNumAssets * (bHeaderSizeType ? 20 : 16)); // nuAssetFsize
  const nuAssetDescriptFsize = r.u(9) + 1;
  const nuAssetIndex = r.u(3);
  const descriptor: Partial<AssetDescriptor> = { nuAssetDescriptFsize, nuAssetIndex };
  if (r.flag()) descriptor.nuAssetTypeDescriptor = r.u(4); // bAssetTypeDescrPresent
  if (r.flag()) descriptor.LanguageDescriptor = String.fromCharCode(r.u(8), r.u(8), r.u(8)); // bLanguageDescrPresent
  if (r.flag()) r.skip((r.u(10) + 1) * 8); // bInfoTextPresent: nuInfoTextByteSize, InfoTextString
  descriptor.nuBitResolution = r.u(5) + 1;
  descriptor.nuMaxSampleRate = r.u(4);
  descriptor.maxSampleRate = SAMPLE_RATES[descriptor.nuMaxSampleRate];
  descriptor.nuTotalNumChs = r.u(8) + 1;
  descriptor.bOne2OneMapChannels2Speakers = r.flag();
  if (descriptor.bOne2OneMapChannels2Speakers) {
    if (descriptor.nuTotalNumChs > 2) r.skip(1); // bEmbeddedStereoFlag
    if (descriptor.nuTotalNumChs > 6) r.skip(1); // bEmbeddedSixChFlag
    if (r.flag()) {
      // bSpkrMaskEnabled
      const nuNumBits4SAMask = (r.u(2) + 1) << 2;
      descriptor.nuSpkrActivityMask = r.u(nuNumBits4SAMask);
    }
  }
  return descriptor as AssetDescriptor;
}
