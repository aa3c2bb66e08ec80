// DTS carried in WAVE: with wFormatTag WAVE_FORMAT_DTS (0x2001), or as "DTS-in-WAV" audio CDs' 16-bit PCM
// whose samples are a 14-bit DTS bitstream (ETSI TS 102 114 Annex D). The core frame header, not the fmt
// chunk, tells the channels and the sampling rate.
import type { AudioStream } from "../../schema";
import { dtsCodec, findDtsFrame, parseDtsCoreFrameHeader } from "../../codecs/dts";
import type { BlockReader } from "../../io/block-reader";
import { WAVE_FORMAT_PCM } from "./format-tags";

const WAVE_FORMAT_DTS = 0x2001;
/** Enough data for a few of the largest core frames (16,384 bytes each at most). */
const SNIFF_BYTES = 64 * 1024;

/** The DTS stream of a data chunk, or undefined when the tag cannot carry DTS or no DTS frame is there. */
export async function dtsInWav(
  tag: number,
  reader: BlockReader,
  dataOffset: number,
  dataSize: number,
): Promise<AudioStream | undefined> {
  if (tag !== WAVE_FORMAT_DTS && tag !== WAVE_FORMAT_PCM) return undefined;
  const bytes = await reader.bytes(dataOffset, Math.min(dataSize, SNIFF_BYTES));
  // A PCM file is DTS only when its samples begin with a frame (Annex D: the bitstream starts the data).
  if (tag === WAVE_FORMAT_PCM && !parseDtsCoreFrameHeader(bytes, 0)) return undefined;
  const frame = findDtsFrame(bytes);
  const stream = frame && dtsCodec.parse(bytes, []);
  if (!frame || !stream) return undefined;
  // Frames of a constant-rate stream all have one size: whole frames × samples per frame.
  stream.duration = Math.floor(dataSize / frame.header.frameLength) * frame.header.samplesPerFrame;
  return stream;
}
