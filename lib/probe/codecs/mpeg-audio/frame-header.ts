import { BitReader } from "../../bits/bit-reader";

/** header() of ISO/IEC 11172-3 2.4.1.3 (semantics 2.4.2.3), with ISO/IEC 13818-3 2.4.2.3 lower sampling frequencies. */
export interface MpegAudioFrameHeader {
  ID: number;
  layer: number;
  protection_bit: boolean;
  bitrate_index: number;
  sampling_frequency: number;
  padding_bit: boolean;
  private_bit: boolean;
  mode: number;
  mode_extension: number;
  copyright: boolean;
  original_copy: boolean;
  emphasis: number;
  /** Derived: Layer number 1..3, sampling rate in Hz, bit rate in bit/s, frame size in bytes, samples per frame. */
  layerNumber: number;
  samplingRate: number;
  bitRate: number;
  frameLength: number;
  samplesPerFrame: number;
}

/** ID 1: ISO/IEC 11172-3; ID 0: the lower sampling frequencies of ISO/IEC 13818-3. */
const ID_MPEG1 = 1;
/** mode 3 is single_channel, 2 dual_channel (2.4.2.3). */
export const SINGLE_CHANNEL = 3;
export const DUAL_CHANNEL = 2;

/** bitrate_index → kbit/s: 11172-3 Table 2.4.2.3 (MPEG-1), 13818-3 Table 2.4.2.3 (lower sampling frequencies). */
const BIT_RATES: Readonly<Record<string, readonly number[]>> = {
  "1-1": [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  "1-2": [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  "1-3": [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  "0-1": [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  "0-2": [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  "0-3": [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
/** sampling_frequency → Hz, per ID (11172-3 and 13818-3 2.4.2.3; 3 is reserved). */
const SAMPLING_RATES: readonly (readonly number[])[] = [
  [22050, 24000, 16000],
  [44100, 48000, 32000],
];

/** Parses a frame header at `offset`; undefined when no valid header (syncword, no reserved or free-format codes) is there. */
export function parseMpegAudioFrameHeader(bytes: Uint8Array, offset: number): MpegAudioFrameHeader | undefined {
  if (bytes[offset] !== 0xff || ((bytes[offset + 1] ?? 0) & 0xe0) !== 0xe0 || offset + 4 > bytes.length)
    return undefined;
  const reader = new BitReader(bytes, offset);
  if (reader.u(12) !== 0xfff) return undefined; // syncword (the 11-bit "MPEG 2.5" variant is not ISO)
  const ID = reader.u(1);
  const layer = reader.u(2);
  const protection_bit = reader.flag();
  const bitrate_index = reader.u(4);
  const sampling_frequency = reader.u(2);
  const layerNumber = 4 - layer; // layer '11' is Layer I (2.4.2.3)
  const kbps = BIT_RATES[`${ID}-${layerNumber}`]?.[bitrate_index];
  const samplingRate = SAMPLING_RATES[ID]?.[sampling_frequency];
  if (layer === 0 || !kbps || !samplingRate) return undefined; // reserved layer, free format, reserved codes
  const padding_bit = reader.flag();
  const header = {
    ID,
    layer,
    protection_bit,
    bitrate_index,
    sampling_frequency,
    padding_bit,
    private_bit: reader.flag(),
    mode: reader.u(2),
    mode_extension: reader.u(2),
    copyright: reader.flag(),
    original_copy: reader.flag(),
    emphasis: reader.u(2),
  };
  const bitRate = kbps * 1000;
  // Slots per frame (2.4.3.1): Layer I 4-byte slots of 12 × bitrate ÷ fs; Layers II/III 144 (72 for
  // Layer III at the lower frequencies, 13818-3 2.4.3.1) bytes × bitrate ÷ fs.
  const samplesPerFrame = layerNumber === 1 ? 384 : layerNumber === 3 && ID !== ID_MPEG1 ? 576 : 1152;
  const frameLength =
    layerNumber === 1
      ? (Math.floor((12 * bitRate) / samplingRate) + (padding_bit ? 1 : 0)) * 4
      : Math.floor(((samplesPerFrame / 8) * bitRate) / samplingRate) + (padding_bit ? 1 : 0);
  return { ...header, layerNumber, samplingRate, bitRate, frameLength, samplesPerFrame };
}
