// A raw video elementary stream has no timestamps: its duration is its pictures' display fields at the
// frame rate. A stream within the read bound is counted whole, exactly; a longer one is estimated from
// the bit rate of the pictures in its first bytes, and says so.
import { formatBytes, formatDuration } from "../../annotate";
import type { VideoCodec } from "../../codecs/codec";
import type { ByteSource } from "../../io/byte-source";
import type { Rational } from "../../schema";

/** Bytes read to count pictures: a stream this long or shorter is counted whole. */
export const COUNTED_BYTES = 1024 * 1024;

export interface VideoDuration {
  seconds: number;
  /** Set for an estimate: how it was made, for the `$annotation`. */
  estimate?: string;
}

export async function videoDuration(
  source: ByteSource,
  offset: number,
  codec: VideoCodec,
  rate: Rational | undefined,
): Promise<VideoDuration | undefined> {
  if (!codec.countFields || !rate || rate.numerator <= 0 || rate.denominator <= 0) return undefined;
  const streamBytes = source.size - offset;
  const whole = streamBytes <= COUNTED_BYTES;
  const bytes = await source.read(offset, Math.min(streamBytes, COUNTED_BYTES));
  const count = codec.countFields(bytes, whole);
  if (!count || count.bytes === 0) return undefined;
  const countedSeconds = (count.fields / 2) * (rate.denominator / rate.numerator);
  if (whole) return { seconds: countedSeconds };
  const seconds = (countedSeconds * streamBytes) / count.bytes;
  return {
    seconds,
    estimate:
      `≈ ${formatDuration(seconds)}: estimated from the bit rate of the first ${count.pictures} pictures ` +
      `(${formatBytes(count.bytes)} of ${formatBytes(streamBytes)}); exact only at a constant bit rate`,
  };
}
