/** A frame header found at `offset`, with the length of the whole frame in bytes. */
export interface SyncedFrame<T> {
  offset: number;
  header: T;
}

/**
 * The first frame of a sync-word framed audio stream (MPEG audio, ADTS, LOAS, AC-3): a header that
 * parses where the next frame's header parses too, so that a sync word inside payload bytes is not
 * taken for one. A header whose successor lies past the end of `bytes` is accepted only when no
 * confirmed one exists. `parseAt` returns undefined where no valid header is.
 */
export function findSyncedFrame<T>(
  bytes: Uint8Array,
  parseAt: (bytes: Uint8Array, offset: number) => (T & { frameLength: number }) | undefined,
): SyncedFrame<T> | undefined {
  let unconfirmed: SyncedFrame<T> | undefined;
  for (let offset = 0; offset + 1 < bytes.length; offset++) {
    const header = parseAt(bytes, offset);
    if (!header || header.frameLength <= 0) continue;
    const next = offset + header.frameLength;
    if (next + 1 >= bytes.length) {
      unconfirmed ??= { offset, header };
    } else if (parseAt(bytes, next)) {
      return { offset, header };
    }
  }
  return unconfirmed;
}

/** What a frame header tells of the audio it carries. */
export interface FrameTiming {
  frameLength: number;
  samplesPerFrame: number;
  samplingRate: number;
}

/** The whole frames of a run of bytes: how many, the audio they hold, and where the last one ends. */
export interface FrameCount {
  frames: number;
  seconds: number;
  /** Bytes from the start of the run to the end of the last frame counted. */
  bytes: number;
  /** Where the first frame counted starts, where bytes before it were skipped (a window cut from a stream). */
  start?: number;
}

/**
 * The whole frames of `bytes`, walked by their headers from the first synced frame: a frame that the end
 * of `bytes` cuts is not counted (it cannot be decoded). Undefined without a frame.
 */
export function countWholeFrames(
  bytes: Uint8Array,
  parseAt: (bytes: Uint8Array, offset: number) => FrameTiming | undefined,
): FrameCount | undefined {
  const first = findSyncedFrame(bytes, parseAt);
  if (!first) return undefined;
  const count: FrameCount = { frames: 0, seconds: 0, bytes: 0, start: first.offset };
  // Every step advances by a frame length of at least one byte, so the walk ends within `bytes`.
  for (let offset = first.offset, header = first.header; ; header = parseAt(bytes, offset)!) {
    if (header.frameLength <= 0 || offset + header.frameLength > bytes.length) break;
    count.frames++;
    count.seconds += header.samplesPerFrame / header.samplingRate;
    offset += header.frameLength;
    count.bytes = offset;
    if (!parseAt(bytes, offset)) break;
  }
  return count;
}
