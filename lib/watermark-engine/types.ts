// The interface every watermarking technology implements (docs/api.md §1: several third-party technologies exist),
// so the render pipeline and Verify never depend on one engine.

/** What one block of the mark carries. */
export interface BlockPayload {
  /** Source identifier, 16 bits (docs/api.md §2.1). */
  sid: number;
  /** Source identifier, 20 bits (docs/api.md §2.1): the value of the registry's `0x1ABCD` string. */
  csid: number;
  /** Broadcast time of the block's first sample: Unix time in whole seconds (UTC), 32 bits unsigned. */
  time: number;
}

/** One embedded block: where it lies in the PCM that was marked, and what it carries. */
export interface BlockRecord {
  index: number;
  /** First sample of the block, and the sample after its last one, at the embedding rate. */
  startSample: number;
  endSample: number;
  payload: BlockPayload;
}

/** One block found by `detect`: its payload passed the engine's error correction and CRC. */
export interface DetectedBlock {
  startSample: number;
  payload: BlockPayload;
  /** Normalised correlation of the block's sync pattern, 0..1: how clearly the block was seen. */
  syncScore: number;
}

export interface WatermarkEngine {
  readonly name: string;
  readonly version: string;
  /** The engine's sampling rate; PCM at any other rate is refused. */
  readonly sampleRate: number;
  /** Duration of one block; only whole blocks are marked, so the last partial block stays unmarked. */
  readonly blockSeconds: number;
  /** Marks `pcm` (one Float32Array per channel, all the same length) in place. */
  embed(
    pcm: readonly Float32Array[],
    sampleRate: number,
    payloadFor: (blockIndex: number) => BlockPayload,
  ): { blocks: BlockRecord[] };
  /** Every block found in `pcm`, in time order. Unmarked audio gives an empty list. */
  detect(pcm: readonly Float32Array[], sampleRate: number): DetectedBlock[];
  /** A detector fed in chunks, for programmes too long to hold as PCM. */
  createDetector(sampleRate: number, channels: number): StreamingDetector;
  /** An embedder fed in chunks, in constant memory (absent from engines that can only mark whole buffers). */
  createEmbedder?(
    sampleRate: number,
    channels: number,
    payloadFor: (blockIndex: number) => BlockPayload,
  ): StreamingEmbedder;
}

/** Embedding over a stream of PCM chunks: the marked samples come out in order, a few seconds behind. */
export interface StreamingEmbedder {
  /** Takes the next samples (one Float32Array per channel, all the same length); returns the marked samples ready so far. */
  push(pcm: readonly Float32Array[]): Float32Array[];
  /** The stream has ended: returns the rest of the marked samples. */
  end(): Float32Array[];
  /** The blocks marked so far, `startSample` counting from the stream's first sample. */
  readonly blocks: readonly BlockRecord[];
}

/** Detection over a stream of PCM chunks; `startSample` of each block counts from the stream's first sample. */
export interface StreamingDetector {
  /** Takes the next samples (one Float32Array per channel, all the same length); returns the blocks completed so far. */
  push(pcm: readonly Float32Array[]): DetectedBlock[];
  /** The stream has ended: returns the blocks not yet returned. */
  end(): DetectedBlock[];
}
