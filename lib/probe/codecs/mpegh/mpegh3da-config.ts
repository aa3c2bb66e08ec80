import { BitReader } from "../../bits/bit-reader";
import { parseSpeakerConfig3d, type SpeakerConfig3d } from "./speaker-config-3d";

/**
 * The head of mpegh3daConfig(), ISO/IEC 23008-3 5.2.2.1 Table 7, up to its referenceLayout (the
 * FrameworkConfig3d and signal groups after it are not read).
 */
export interface Mpegh3daConfig {
  mpegh3daProfileLevelIndication: number;
  usacSamplingFrequencyIndex: number;
  /** Explicit rate, for usacSamplingFrequencyIndex 0x1F. */
  usacSamplingFrequency?: number;
  coreSbrFrameLengthIndex: number;
  receiverDelayCompensation: boolean;
  referenceLayout: SpeakerConfig3d;
  /** Derived: the sampling rate in Hz and the output samples per frame (ISO/IEC 23003-3 Tables 69 and 70). */
  samplingFrequency?: number;
  outputFrameLength?: number;
}

/** usacSamplingFrequencyIndex → Hz, ISO/IEC 23003-3 Table 69 (0 for reserved values; 0x1F is explicit). */
const USAC_SAMPLING_FREQUENCIES = [
  96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350, 0, 0, 57600, 51200, 40000,
  38400, 34150, 28800, 25600, 20000, 19200, 17075, 14400, 12800, 9600, 0, 0, 0,
];
const EXPLICIT_SAMPLING_FREQUENCY = 0x1f;
/** coreSbrFrameLengthIndex → outputFrameLength, ISO/IEC 23003-3 Table 70 (5–7 reserved). */
const OUTPUT_FRAME_LENGTHS = [768, 1024, 2048, 2048, 4096];

/** Parses mpegh3daConfig() from the start of `bytes`; throws RangeError when they end inside it. */
export function parseMpegh3daConfig(bytes: Uint8Array): Mpegh3daConfig {
  const reader = new BitReader(bytes);
  const mpegh3daProfileLevelIndication = reader.u(8);
  const usacSamplingFrequencyIndex = reader.u(5);
  const usacSamplingFrequency = usacSamplingFrequencyIndex === EXPLICIT_SAMPLING_FREQUENCY ? reader.u(24) : undefined;
  const coreSbrFrameLengthIndex = reader.u(3);
  reader.skip(1); // cfg_reserved
  const receiverDelayCompensation = reader.flag();
  const referenceLayout = parseSpeakerConfig3d(reader);
  const samplingFrequency = usacSamplingFrequency ?? USAC_SAMPLING_FREQUENCIES[usacSamplingFrequencyIndex];
  const outputFrameLength = OUTPUT_FRAME_LENGTHS[coreSbrFrameLengthIndex];
  return {
    mpegh3daProfileLevelIndication,
    usacSamplingFrequencyIndex,
    ...(usacSamplingFrequency !== undefined && { usacSamplingFrequency }),
    coreSbrFrameLengthIndex,
    receiverDelayCompensation,
    referenceLayout,
    ...(samplingFrequency ? { samplingFrequency } : {}),
    ...(outputFrameLength !== undefined && { outputFrameLength }),
  };
}

/** parseMpegh3daConfig, a configuration the bytes cut short told in `diagnostics` rather than thrown. */
export function readMpegh3daConfig(bytes: Uint8Array, diagnostics: string[]): Mpegh3daConfig | undefined {
  try {
    return parseMpegh3daConfig(bytes);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    diagnostics.push(`MPEG-H: mpegh3daConfig of ${bytes.length} bytes is truncated`);
    return undefined;
  }
}
