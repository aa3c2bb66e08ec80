// A raw elementary stream has no timestamps: its duration is what its pictures display (video) or what
// its frames hold (audio). A stream within the read bound is counted whole, exactly (start codes and
// frame headers need no decoding, and the head's bit rate misleads: an IDR-heavy start of a 2.9 MiB
// H.264 stream gave 2.32 s for 2.16 s); a longer one is estimated from the bit rate of the units in its
// first bytes, and says so.
import { formatBytes, formatDuration } from "../../annotate";
import type { AudioCodec, VideoCodec } from "../../codecs/codec";
import type { ByteSource } from "../../io/byte-source";
import type { Rational } from "../../schema";

/** Bytes read to count pictures or frames: a stream this long or shorter is counted whole. */
export const COUNTED_BYTES = 16 * 1024 * 1024;

export interface StreamDuration {
  seconds: number;
  /** Set for an estimate: how it was made, for the `$annotation`. */
  estimate?: string;
}

/** What a run of bytes from the start of the stream holds. */
interface Counted {
  seconds: number;
  /** e.g. "25 pictures", "40 frames". */
  units: string;
  /** Bytes from the start of the stream to the end of the last unit counted. */
  bytes: number;
}

/** `whole` says the bytes run to the end of the stream (the last unit is then not taken for a cut one). */
type Counter = (bytes: Uint8Array, whole: boolean) => Counted | undefined;

export function videoCounter(codec: VideoCodec, rate: Rational | undefined): Counter | undefined {
  const { countFields } = codec;
  if (!countFields || !rate || rate.numerator <= 0 || rate.denominator <= 0) return undefined;
  return (bytes, whole) => {
    const count = countFields(bytes, whole);
    return count && { seconds: (count.fields / 2) * (rate.denominator / rate.numerator), units: `${count.pictures} pictures`, bytes: count.bytes };
  };
}

export function audioCounter(codec: AudioCodec): Counter | undefined {
  const { countWholeFrames } = codec;
  if (!countWholeFrames) return undefined;
  return (bytes) => {
    const count = countWholeFrames(bytes);
    return count && { seconds: count.seconds, units: `${count.frames} frames`, bytes: count.bytes };
  };
}

export async function streamDuration(source: ByteSource, offset: number, count: Counter): Promise<StreamDuration | undefined> {
  const streamBytes = source.size - offset;
  const whole = streamBytes <= COUNTED_BYTES;
  const bytes = await source.read(offset, Math.min(streamBytes, COUNTED_BYTES));
  const counted = count(bytes, whole);
  if (!counted || counted.bytes === 0) return undefined;
  if (whole) return { seconds: counted.seconds };
  const seconds = (counted.seconds * streamBytes) / counted.bytes;
  return {
    seconds,
    estimate:
      `≈ ${formatDuration(seconds)}: estimated from the bit rate of the first ${counted.units} ` +
      `(${formatBytes(counted.bytes)} of ${formatBytes(streamBytes)}); exact only at a constant bit rate`,
  };
}
