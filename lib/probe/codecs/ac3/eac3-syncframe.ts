import { BitReader } from "../../bits/bit-reader";
import { MAX_AC3_BSID, SAMPLING_RATES } from "./syncframe";

/** syncinfo() and the start of bsi() of E-AC-3, ATSC A/52 Annex E (E.2.2.1–E.2.2.2). */
export interface Eac3SyncFrame {
  strmtyp: number;
  substreamid: number;
  frmsiz: number;
  fscod: number;
  fscod2?: number;
  numblkscod: number;
  acmod: number;
  lfeon: boolean;
  bsid: number;
  dialnorm: number;
  /** A dependent substream's custom channel map (E.2.3.1.11-12): location bits, Table E.2.5, bit 0 the MSB. */
  chanmap?: number;
  samplingRate: number;
  bitRate: number;
  frameLength: number;
  samplesPerFrame: number;
}

/** fscod2 → Hz, the reduced sampling rates used when fscod is 3 (Table E.2.3). */
const REDUCED_SAMPLING_RATES = [24000, 22050, 16000];
/** numblkscod → audio blocks per frame (Table E.2.4); reduced rates always use 6. */
const BLOCKS_PER_FRAME = [1, 2, 3, 6];
/** E-AC-3 bsid is 11..16 (E.2.3.1.6). */
const MAX_EAC3_BSID = 16;

export function parseEac3SyncFrame(bytes: Uint8Array, offset: number): Eac3SyncFrame | undefined {
  if (bytes[offset] !== 0x0b || bytes[offset + 1] !== 0x77 || offset + 7 > bytes.length) return undefined;
  const reader = new BitReader(bytes, offset + 2); // after syncword
  const strmtyp = reader.u(2);
  const substreamid = reader.u(3);
  const frmsiz = reader.u(11);
  const fscod = reader.u(2);
  const fscod2 = fscod === 3 ? reader.u(2) : undefined;
  const numblkscod = fscod === 3 ? 3 : reader.u(2);
  const acmod = reader.u(3);
  const lfeon = reader.flag();
  const bsid = reader.u(5);
  const dialnorm = reader.u(5);
  const chanmap = strmtyp === 1 && offset + 14 <= bytes.length ? readChanmap(reader, acmod) : undefined;
  const samplingRate = fscod2 === undefined ? SAMPLING_RATES[fscod] : REDUCED_SAMPLING_RATES[fscod2];
  if (strmtyp === 3 || !samplingRate || bsid <= MAX_AC3_BSID || bsid > MAX_EAC3_BSID) return undefined;
  const frameLength = (frmsiz + 1) * 2; // frmsiz is the frame size in 16-bit words minus 1 (E.2.3.1.3)
  const samplesPerFrame = BLOCKS_PER_FRAME[numblkscod]! * 256;
  return {
    strmtyp,
    substreamid,
    frmsiz,
    fscod,
    ...(fscod2 !== undefined && { fscod2 }),
    numblkscod,
    acmod,
    lfeon,
    bsid,
    dialnorm,
    ...(chanmap !== undefined && { chanmap }),
    samplingRate,
    bitRate: Math.round((frameLength * 8 * samplingRate) / samplesPerFrame),
    frameLength,
    samplesPerFrame,
  };
}

/** After dialnorm: compre/compr, for dual mono dialnorm2 and compr2e/compr2, then chanmape/chanmap (E.2.2.2). */
function readChanmap(reader: BitReader, acmod: number): number | undefined {
  if (reader.flag()) reader.skip(8); // compre, compr
  if (acmod === 0) {
    reader.skip(5); // dialnorm2
    if (reader.flag()) reader.skip(8); // compr2e, compr2
  }
  return reader.flag() ? reader.u(16) : undefined; // chanmape, chanmap
}
