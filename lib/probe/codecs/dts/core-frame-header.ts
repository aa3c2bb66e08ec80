// The DTS Coherent Acoustics core frame header: ETSI TS 102 114 5.3.1 (Table 5-2, sync word 0x7FFE8001),
// fields named as in the standard. Read from the 16-bit big-endian form; `core-bitstream-form.ts` brings
// the little-endian and 14-bit forms to it.
import { BitReader } from "../../bits/bit-reader";
import { toBigEndian16 } from "./core-bitstream-form";

/** SFREQ → Hz (Table 5-5); 0 where reserved. */
const SAMPLING_FREQUENCIES = [0, 8000, 16000, 32000, 0, 0, 11025, 22050, 44100, 0, 0, 12000, 24000, 48000, 0, 0];
/** RATE → bits per second (Table 5-7); 0 for open, variable and lossless. */
const BIT_RATES = [
  32000, 56000, 64000, 96000, 112000, 128000, 192000, 224000, 256000, 320000, 384000, 448000, 512000, 576000, 640000,
  768000, 960000, 1024000, 1152000, 1280000, 1344000, 1408000, 1411200, 1472000, 1536000, 1920000, 2048000, 3072000,
  3840000, 0, 0, 0,
];
/** AMODE → channels in the order of Table 5-4 (codes above 15 are user defined). */
export const DTS_AUDIO_CHANNEL_ARRANGEMENTS: readonly (readonly string[])[] = [
  ["C"],
  ["M1", "M2"],
  ["L", "R"],
  ["L", "R"], // sum and difference
  ["L", "R"], // Lt/Rt
  ["C", "L", "R"],
  ["L", "R", "Cs"],
  ["C", "L", "R", "Cs"],
  ["L", "R", "Ls", "Rs"],
  ["C", "L", "R", "Ls", "Rs"],
  ["Lc", "Rc", "L", "R", "Ls", "Rs"],
  ["C", "L", "R", "Lr", "Rr", "Oh"],
  ["Cf", "Ct", "L", "R", "Ls", "Rs"],
  ["Lc", "C", "Rc", "L", "R", "Ls", "Rs"],
  ["Lc", "Rc", "L", "R", "Ls1", "Ls2", "Rs1", "Rs2"],
  ["Lc", "C", "Rc", "L", "R", "Ls", "Cs", "Rs"],
];

export interface DtsCoreFrameHeader {
  FTYPE: number;
  SHORT: number;
  CPF: number;
  NBLKS: number;
  FSIZE: number;
  AMODE: number;
  SFREQ: number;
  RATE: number;
  EXT_AUDIO_ID: number;
  EXT_AUDIO: number;
  LFF: number;
  PCMR: number;
  /** Bytes of this frame in the stream as stored (14-bit forms take 16 bits per 14). */
  frameLength: number;
  samplesPerFrame: number;
  samplingRate: number;
  bitRate: number;
}

const HEADER_BYTES = 16;

/** The core frame header at `offset`, in any of the four bitstream forms; undefined where none is valid. */
export function parseDtsCoreFrameHeader(bytes: Uint8Array, offset: number): DtsCoreFrameHeader | undefined {
  const form = toBigEndian16(bytes, offset, HEADER_BYTES);
  if (!form) return undefined;
  const r = new BitReader(form.bytes);
  r.u(32); // SYNC
  const FTYPE = r.u(1);
  const SHORT = r.u(5);
  const CPF = r.u(1);
  const NBLKS = r.u(7);
  const FSIZE = r.u(14);
  const AMODE = r.u(6);
  const SFREQ = r.u(4);
  const RATE = r.u(5);
  r.u(1); // FixedBit
  r.u(4); // DYNF, TIMEF, AUXF, HDCD
  const EXT_AUDIO_ID = r.u(3);
  const EXT_AUDIO = r.u(1);
  r.u(1); // ASPF
  const LFF = r.u(2);
  r.u(1); // HFLAG
  if (CPF) r.u(16); // HCRC
  r.u(1 + 4 + 2); // FILTS, VERNUM, CHIST
  const PCMR = r.u(3);
  const samplingRate = SAMPLING_FREQUENCIES[SFREQ]!;
  // NBLKS below 5 and FSIZE below 95 are invalid (5.3.1); LFF 3 is invalid (Table 5-10).
  if (samplingRate === 0 || NBLKS < 5 || FSIZE < 95 || LFF === 3) return undefined;
  return {
    FTYPE,
    SHORT,
    CPF,
    NBLKS,
    FSIZE,
    AMODE,
    SFREQ,
    RATE,
    EXT_AUDIO_ID,
    EXT_AUDIO,
    LFF,
    PCMR,
    frameLength: form.fourteenBit ? Math.ceil(((FSIZE + 1) * 8) / 14) * 2 : FSIZE + 1,
    samplesPerFrame: (NBLKS + 1) * 32,
    samplingRate,
    bitRate: BIT_RATES[RATE]!,
  };
}
