// Uncompressed audio sample entry codes (QuickTime File Format, "Sound sample description
// formats"; ISO/IEC 14496-12 and 23003-5 for ipcm/fpcm): sample size and byte order each implies.
export interface PcmCoding {
  /** Bits per sample the code implies; undefined when the sample entry's samplesize says it. */
  bits?: number;
  /** Default byte order; QuickTime's 'enda' box or lpcm flags may override it. */
  littleEndian: boolean;
  float: boolean;
}

export const PCM_SAMPLE_ENTRIES: Readonly<Record<string, PcmCoding>> = {
  "raw ": { bits: 8, littleEndian: false, float: false }, // unsigned 8-bit
  twos: { littleEndian: false, float: false }, // signed 8- or 16-bit, big-endian
  sowt: { littleEndian: true, float: false }, // signed 16-bit, little-endian
  in24: { bits: 24, littleEndian: false, float: false },
  in32: { bits: 32, littleEndian: false, float: false },
  fl32: { bits: 32, littleEndian: false, float: true },
  fl64: { bits: 64, littleEndian: false, float: true },
  lpcm: { littleEndian: false, float: false }, // version 2 description: flags and constBitsPerChannel
  ipcm: { littleEndian: false, float: false },
  fpcm: { littleEndian: false, float: true },
};

/** lpcm formatSpecificFlags (QuickTime: kAudioFormatFlagIsFloat, kAudioFormatFlagIsBigEndian). */
export const LPCM_FLAG_FLOAT = 0x1;
export const LPCM_FLAG_BIG_ENDIAN = 0x2;
