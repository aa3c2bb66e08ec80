// One elementary stream of a multiplex (a TS PID, a PS stream_id): the first bytes of its payload, handed
// to its codec's header parser, and its presentation timestamps.
import type { AudioCodec, VideoCodec } from "../../codecs/codec";
import type { AudioStream, VideoStream } from "../../schema";
import type { StreamIdentity } from "../../tables/mpeg-stream-types";
import { codecFor } from "../codec-registry";
import { candidateCodecs, ELEMENTARY_FORMATS } from "../elementary/elementary-signatures";
import { TimestampSamples } from "./timestamps";

/** Payload sizes at which the codec parser is tried; the last one bounds what a stream holds at once. */
const PARSE_AT_BYTES = [2 * 1024, 16 * 1024, 96 * 1024, 384 * 1024];
const MAX_PAYLOAD_BYTES = PARSE_AT_BYTES[PARSE_AT_BYTES.length - 1]!;
/** Audio PES packets hold well under a second; a larger one is not kept for counting its frames. */
const MAX_STAMPED_BYTES = 256 * 1024;

export class ElementaryStreamTrack {
  readonly timestamps = new TimestampSamples();
  parsed: VideoStream | AudioStream | undefined;
  private codec: VideoCodec | AudioCodec | undefined;
  private readonly chunks: Uint8Array[] = [];
  private collected = 0;
  /** Payload bytes seen in all, including windows dropped when no header was found in them. */
  private seen = 0;
  private parsedAtBytes = 0;
  private nextAttempt = 0;
  private lastDiagnostics: string[] = [];
  /** Parsed from bytes that end too soon to tell the stream's kind (AudioCodec.undecided): later attempts may read it better. */
  private provisional = false;
  /** After a jump in the file (to the tail), payload counts again from the next PES packet's start. */
  private awaitingPesStart = false;
  /** Payload of the PES packet(s) that the latest timestamp stamps, when their start was read. */
  private stamped: Uint8Array[] | undefined;
  private stampedBytes = 0;
  /** The stamped payload as the head pass left it, for tail passes that read on from there. */
  private headStamped: { chunks: Uint8Array[] | undefined; bytes: number } | undefined;

  /** `label` prefixes this stream's diagnostics, e.g. "PID 256". */
  constructor(
    public identity: StreamIdentity,
    readonly label: string,
  ) {
    this.codec = codecFor(identity.codec);
  }

  /** Video and audio: the streams whose headers and timestamps a multiplex waits for, and whose spans time it. */
  get presented(): boolean {
    return this.identity.kind === "video" || this.identity.kind === "audio";
  }

  /** Whether more payload could still tell this stream's headers (the multiplex bounds how much it reads). */
  get wantsPayload(): boolean {
    return this.codec !== undefined && (this.parsed === undefined || this.provisional);
  }

  /**
   * Payload bytes in stream order; `pesStart` marks the first bytes of a PES packet. When a full window
   * holds no header (a stream cut mid-GOP: the next sequence header may be a second away), the window
   * is dropped and collection starts again at the next PES packet.
   */
  addPayload(bytes: Uint8Array, pesStart: boolean): void {
    if (!this.wantsPayload || bytes.length === 0 || (this.awaitingPesStart && !pesStart)) return;
    this.awaitingPesStart = false;
    if (this.collected >= MAX_PAYLOAD_BYTES) {
      if (!pesStart) return;
      this.chunks.length = 0;
      this.collected = this.parsedAtBytes = this.nextAttempt = 0;
    }
    const take = bytes.subarray(0, MAX_PAYLOAD_BYTES - this.collected);
    this.chunks.push(take.slice());
    this.collected += take.length;
    this.seen += take.length;
    const threshold = PARSE_AT_BYTES[this.nextAttempt];
    if (threshold !== undefined && this.collected >= threshold) {
      while (this.collected >= (PARSE_AT_BYTES[this.nextAttempt] ?? Infinity)) this.nextAttempt++;
      this.tryParse();
    }
  }

  /**
   * Payload for the last PES packet's duration: `timestamped` starts the bytes of a new timestamp; other
   * bytes (continuation packets, PES packets without a PTS) extend the latest one.
   */
  addStampedPayload(bytes: Uint8Array, timestamped: boolean): void {
    if (this.identity.kind !== "audio" || !this.codec || !("countWholeFrames" in this.codec)) return;
    if (timestamped) [this.stamped, this.stampedBytes] = [[], 0];
    if (!this.stamped) return;
    if (this.stampedBytes + bytes.length > MAX_STAMPED_BYTES) {
      this.stamped = undefined;
      return;
    }
    this.stamped.push(bytes.slice());
    this.stampedBytes += bytes.length;
  }

  /**
   * A pass over the tail begins, at `contiguous` the end of the head or further on. After a gap, the
   * first bytes continue PES packets whose start was not read: they belong to no timestamp seen.
   */
  startTailPass(contiguous: boolean): void {
    this.headStamped ??= { chunks: this.stamped && [...this.stamped], bytes: this.stampedBytes };
    this.stamped = contiguous ? this.headStamped.chunks && [...this.headStamped.chunks] : undefined;
    this.stampedBytes = this.headStamped.bytes;
    // A stream whose headers the head did not show (one that starts late, near the end of the file):
    // a last attempt on what the head gave, then the tail's payload from the start of a PES packet.
    if (this.wantsPayload && this.collected > this.parsedAtBytes) this.tryParse();
    if (!this.wantsPayload) return;
    this.chunks.length = 0;
    this.collected = this.parsedAtBytes = this.nextAttempt = 0;
    this.awaitingPesStart = true;
  }

  /** Seconds of the whole audio frames that the latest timestamp stamps, when its codec can count them. */
  get lastStampedSeconds(): number | undefined {
    if (!this.stamped || !this.codec || !("countWholeFrames" in this.codec)) return undefined;
    return this.codec.countWholeFrames?.(concatenate(this.stamped, this.stampedBytes))?.seconds;
  }

  /** Called when no more payload will come: a last attempt on everything collected. */
  finish(diagnostics: string[]): void {
    if (this.wantsPayload && this.collected > this.parsedAtBytes) this.tryParse();
    this.provisional = false;
    if (this.parsed === undefined && this.codec !== undefined) {
      diagnostics.push(
        this.collected === 0
          ? `${this.label}: no payload found for this ${this.identity.name} stream`
          : `${this.label}: no ${this.identity.name} header found in its first ${this.seen} bytes`,
      );
    }
    for (const message of this.lastDiagnostics) diagnostics.push(`${this.label}: ${message}`);
    this.chunks.length = 0;
  }

  private tryParse(): void {
    if (!this.codec) return;
    const bytes = concatenate(this.chunks, this.collected);
    this.parsedAtBytes = this.collected;
    const diagnostics: string[] = [];
    try {
      // A provisional reading stands until a later attempt reads the stream at all.
      this.parsed = this.codec.parse(bytes, diagnostics) ?? (this.provisional ? this.parsed : undefined);
      const undecided = "undecided" in this.codec && this.codec.undecided?.(bytes);
      this.provisional = this.parsed !== undefined && this.nextAttempt < PARSE_AT_BYTES.length && !!undecided;
    } catch (error) {
      diagnostics.push(`${this.identity.name} header unreadable (${(error as Error).message})`);
    }
    if (!this.parsed && this.identity.kind === "audio") this.identifyByContent(bytes, diagnostics);
    this.lastDiagnostics = diagnostics;
    // Keep one contiguous copy, so a later attempt only appends to it.
    this.chunks.splice(0, this.chunks.length, ...(this.wantsPayload ? [bytes] : []));
  }

  /**
   * Audio whose declared coding does not parse may be another coding mislabelled by the multiplexer
   * (e.g. AAC under an MPEG-audio stream_type): the payload's own syncword decides.
   */
  private identifyByContent(bytes: Uint8Array, diagnostics: string[]): void {
    for (const id of candidateCodecs(bytes)) {
      const format = ELEMENTARY_FORMATS[id];
      const codec = codecFor(id);
      if (id === this.identity.codec || !format || !codec) continue;
      const parsed = codec.parse(bytes, []);
      if (!parsed) continue;
      diagnostics.push(`declared as ${this.identity.name}, but the payload is ${format.identity.name}`);
      this.identity = format.identity;
      this.codec = codec;
      this.parsed = parsed;
      return;
    }
  }
}

function concatenate(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
