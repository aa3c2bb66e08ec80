import type { AudioStream, VideoStream } from "../schema";

/**
 * A codec's header parser over the first bytes of one elementary stream (PES payloads concatenated,
 * or a raw elementary stream file). It returns the stream fields the bitstream itself carries; the
 * container adds what only it knows (language, PIDs, duration). `undefined` means the headers were not
 * found in these bytes (the container may read more and call again).
 */
export interface VideoCodec {
  readonly fourcc: string;
  parse(elementaryStream: Uint8Array, diagnostics: string[]): VideoStream | undefined;
}

export interface AudioCodec {
  readonly fourcc: string;
  parse(elementaryStream: Uint8Array, diagnostics: string[]): AudioStream | undefined;
  /**
   * For codecs framed by self-describing headers: seconds of audio in the whole frames of a payload (e.g.
   * the last PES packet of a stream, whose duration the next timestamp cannot give).
   */
  wholeFramesSeconds?(payload: Uint8Array): number | undefined;
}
