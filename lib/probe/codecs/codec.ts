import type { AudioStream, VideoStream } from "../schema";
import type { FrameCount } from "./frame-sync";

/**
 * A codec's header parser over the first bytes of one elementary stream (PES payloads concatenated,
 * or a raw elementary stream file). It returns the stream fields the bitstream itself carries; the
 * container adds what only it knows (language, PIDs, duration). `undefined` means the headers were not
 * found in these bytes (the container may read more and call again).
 */
export interface VideoCodec {
  readonly fourcc: string;
  parse(elementaryStream: Uint8Array, diagnostics: string[]): VideoStream | undefined;
  /**
   * For a raw elementary stream, which has no timestamps: the fields its pictures display. `whole` says
   * the bytes run to the end of the stream; otherwise the last picture, perhaps cut, is not counted.
   */
  countFields?(elementaryStream: Uint8Array, whole: boolean): FieldCount | undefined;
}

/** The display fields of a run of pictures (a frame shows two, a repeated field adds one), and the bytes they take. */
export interface FieldCount {
  fields: number;
  pictures: number;
  /** Bytes from the start of the stream to the end of the last picture counted. */
  bytes: number;
  /** Where the first picture counted starts (a window cut from a stream begins inside one). */
  start: number;
}

/** Byte offset of a view (from startCodeUnits) inside the stream it was cut from. */
export function offsetIn(stream: Uint8Array, view: Uint8Array): number {
  return view.byteOffset - stream.byteOffset;
}

/**
 * A video codec that finds its headers in the first bytes of the stream (sequence header, parameter
 * sets) and maps them to the stream fields: MPEG-2 video, H.264 and H.265 alike.
 */
export function headerVideoCodec<Headers>(
  fourcc: string,
  findHeaders: (elementaryStream: Uint8Array, diagnostics: string[]) => Headers | undefined,
  videoStream: (headers: Headers, diagnostics: string[]) => VideoStream,
  countFields?: VideoCodec["countFields"],
): VideoCodec {
  return {
    fourcc,
    ...(countFields && { countFields }),
    parse(elementaryStream, diagnostics) {
      const headers = findHeaders(elementaryStream, diagnostics);
      return headers === undefined ? undefined : videoStream(headers, diagnostics);
    },
  };
}

export interface AudioCodec {
  readonly fourcc: string;
  parse(elementaryStream: Uint8Array, diagnostics: string[]): AudioStream | undefined;
  /**
   * For codecs framed by self-describing headers: the whole frames of a payload (the last PES packet of a
   * stream, whose duration the next timestamp cannot give; a raw stream, which has no timestamps).
   */
  countWholeFrames?(payload: Uint8Array): FrameCount | undefined;
  /**
   * Whether the bytes end before they tell what kind of stream `parse` read (DTS: a run of cores cut before
   * the extension substreams a Blu-ray multiplex puts after them): a reader with more payload to come tries again.
   */
  undecided?(elementaryStream: Uint8Array): boolean;
}
