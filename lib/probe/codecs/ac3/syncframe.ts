import { BitReader } from "../../bits/bit-reader";

/** syncinfo() and the start of bsi() of ATSC A/52 5.3.1–5.3.2 (AC-3, bsid ≤ 10). */
export interface Ac3SyncFrame {
  fscod: number;
  frmsizecod: number;
  bsid: number;
  bsmod: number;
  acmod: number;
  cmixlev?: number;
  surmixlev?: number;
  dsurmod?: number;
  lfeon: boolean;
  dialnorm: number;
  /** Derived: sampling rate (Hz), bit rate (bit/s), frame size (bytes), audio samples per frame. */
  samplingRate: number;
  bitRate: number;
  frameLength: number;
  samplesPerFrame: number;
}

/** bsid above this is not AC-3: 11..16 is E-AC-3 (A/52 E.2.3.1.6). */
export const MAX_AC3_BSID = 10;
/** fscod → Hz (A/52 Table 5.6; 3 is reserved, and in E-AC-3 announces fscod2). */
export const SAMPLING_RATES = [48000, 44100, 32000];
/** frmsizecod ÷ 2 → nominal kbit/s (A/52 Table 5.18); also the bit_rate_code of an AC3SpecificBox (ETSI TS 102 366 F.4.2.7). */
export const BIT_RATES = [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512, 576, 640];
/** An AC-3 frame carries 6 audio blocks of 256 samples (A/52 5.1). */
const SAMPLES_PER_FRAME = 6 * 256;

/** Parses an AC-3 sync frame header at `offset`; undefined when none (or not AC-3) is there. */
export function parseAc3SyncFrame(bytes: Uint8Array, offset: number): Ac3SyncFrame | undefined {
  // syncword 0x0B77 (A/52 5.4.1.1)
  if (bytes[offset] !== 0x0b || bytes[offset + 1] !== 0x77 || offset + 8 > bytes.length) return undefined;
  const reader = new BitReader(bytes, offset + 4); // after syncword, crc1
  const fscod = reader.u(2);
  const frmsizecod = reader.u(6);
  const samplingRate = SAMPLING_RATES[fscod];
  const kbps = BIT_RATES[frmsizecod >> 1];
  const bsid = reader.u(5);
  if (!samplingRate || !kbps || bsid > MAX_AC3_BSID) return undefined;
  const bsmod = reader.u(3);
  const acmod = reader.u(3);
  const cmixlev = acmod & 1 && acmod !== 1 ? reader.u(2) : undefined;
  const surmixlev = acmod & 4 ? reader.u(2) : undefined;
  const dsurmod = acmod === 2 ? reader.u(2) : undefined;
  const lfeon = reader.flag();
  const dialnorm = reader.u(5);
  // Frame size in 16-bit words (Table 5.18): 2 × kbit/s at 48 kHz, 3 × at 32 kHz, and at 44.1 kHz
  // 320/147 × kbit/s rounded down, plus one word for odd frmsizecod.
  const words = fscod === 0 ? 2 * kbps : fscod === 2 ? 3 * kbps : Math.floor((320 * kbps) / 147) + (frmsizecod & 1);
  return {
    fscod,
    frmsizecod,
    bsid,
    bsmod,
    acmod,
    ...(cmixlev !== undefined && { cmixlev }),
    ...(surmixlev !== undefined && { surmixlev }),
    ...(dsurmod !== undefined && { dsurmod }),
    lfeon,
    dialnorm,
    samplingRate,
    bitRate: kbps * 1000,
    frameLength: words * 2,
    samplesPerFrame: SAMPLES_PER_FRAME,
  };
}
