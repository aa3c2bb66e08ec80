// A raw elementary stream has no timestamps: its duration is what its pictures display (video) or what
// its frames hold (audio). A stream within the read bound is counted whole, exactly (start codes and
// frame headers need no decoding, and the head's bit rate misleads: an IDR-heavy start of a 2.9 MiB
// H.264 stream gave 2.32 s for 2.16 s); a longer one counts its head and its tail exactly and times the
// bytes between them at the tail's bit rate (the head's start, full of IDR pictures, is not typical of
// the rest), and says so.
import { formatBytes, formatDuration } from "../../annotate";
import type { AudioCodec, VideoCodec } from "../../codecs/codec";
import type { ByteSource } from "../../io/byte-source";
import type { Rational } from "../../schema";

/** Bytes read to count pictures or frames: a stream this long or shorter is counted whole. */
export const COUNTED_BYTES = 16 * 1024 * 1024;
/** Past COUNTED_BYTES, the stream's last bytes are counted too. */
export const TAIL_BYTES = 4 * 1024 * 1024;
/** At most this much of the head before its first unit (sequence header, parameter sets) is lent to the tail. */
const MAX_HEADER_BYTES = 64 * 1024;

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
  /** Where the first unit counted starts (a window begins inside a unit, or before a header it needs). */
  start: number;
}

/** `whole` says the bytes run to the end of the stream (the last unit is then not taken for a cut one). */
type Counter = (bytes: Uint8Array, whole: boolean) => Counted | undefined;

export function videoCounter(codec: VideoCodec, rate: Rational | undefined): Counter | undefined {
  const { countFields } = codec;
  if (!countFields || !rate || rate.numerator <= 0 || rate.denominator <= 0) return undefined;
  return (bytes, whole) => {
    const count = countFields(bytes, whole);
    return (
      count && {
        seconds: (count.fields / 2) * (rate.denominator / rate.numerator),
        units: `${count.pictures} pictures`,
        bytes: count.bytes,
        start: count.start,
      }
    );
  };
}

export function audioCounter(codec: AudioCodec): Counter | undefined {
  const { countWholeFrames } = codec;
  if (!countWholeFrames) return undefined;
  return (bytes) => {
    const count = countWholeFrames(bytes);
    return (
      count && { seconds: count.seconds, units: `${count.frames} frames`, bytes: count.bytes, start: count.start ?? 0 }
    );
  };
}

const startCodeAt = (bytes: Uint8Array, i: number) => bytes[i] === 0 && bytes[i + 1] === 0 && bytes[i + 2] === 1;

/**
 * The tail window, preceded by the head's bytes before its first unit: a window cut from the middle of a
 * stream lacks the headers that its units are read with (an H.264 slice header needs its SPS; MPEG-2's
 * progressive_sequence is in the sequence extension). The window then starts at its first start code,
 * so that its first bytes (the end of a unit cut by the window) do not extend the last header.
 */
function withHeaders(head: Uint8Array, first: number, window: Uint8Array): Uint8Array {
  if (first === 0 || first > MAX_HEADER_BYTES) return window;
  let from = 0;
  while (from + 2 < window.length && !startCodeAt(window, from)) from++;
  // Frames found by sync words (audio after junk) have no start codes: nothing to lend them.
  if (from + 2 >= window.length) return window;
  let end = first;
  for (let i = Math.max(0, first - 4); i < first; i++) if (startCodeAt(head, i)) end = Math.min(end, i);
  const joined = new Uint8Array(end + window.length - from);
  joined.set(head.subarray(0, end));
  joined.set(window.subarray(from), end);
  return joined;
}

export async function streamDuration(
  source: ByteSource,
  offset: number,
  count: Counter,
): Promise<StreamDuration | undefined> {
  const streamBytes = source.size - offset;
  const whole = streamBytes <= COUNTED_BYTES;
  const bytes = await source.read(offset, Math.min(streamBytes, COUNTED_BYTES));
  const head = count(bytes, whole);
  if (!head || head.bytes === 0) return undefined;
  if (whole) return { seconds: head.seconds };
  const tailOffset = source.size - Math.min(TAIL_BYTES, streamBytes - COUNTED_BYTES);
  const window = withHeaders(bytes, head.start, await source.read(tailOffset, source.size - tailOffset));
  const tail = count(window, true);
  // The tail's units span from the first one counted to the end of the stream.
  const tailSpan = tail ? window.length - tail.start : 0;
  const rate = tail && tailSpan > 0 ? tail.seconds / tailSpan : head.seconds / head.bytes;
  const between = streamBytes - head.bytes - tailSpan;
  const seconds = head.seconds + (tail?.seconds ?? 0) + between * rate;
  const samples = tail
    ? `the first ${head.units} and the last ${tail.units} counted`
    : `the first ${head.units} counted`;
  return {
    seconds,
    estimate:
      `≈ ${formatDuration(seconds)}: ${samples} (${formatBytes(head.bytes + tailSpan)} of ${formatBytes(streamBytes)}), ` +
      `the ${formatBytes(between)} between estimated from the bit rate of the ${tail ? "last" : "first"}; exact only at a constant bit rate`,
  };
}
