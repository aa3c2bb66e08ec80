// Streaming embedding, one 4 s block at a time. A block is marked once the samples up to the end of its
// last frame have arrived; the samples before the next block's start are then final and come out. Memory
// is one block per channel, whatever the programme's length. Only whole blocks are marked: the last
// partial block of a stream stays unmarked.
import type { BlockPayload, BlockRecord, StreamingEmbedder } from "../types";
import { budgetGains } from "./budget-gains";
import { ChannelPairFft, DownmixEnergies } from "./channel-pair-fft";
import {
  BANDS as GRID_BANDS,
  BLOCK_CELLS,
  BLOCK_FRAMES,
  FRAMES_PER_ROW,
  gridFor,
  requireChannels,
  type Grid,
} from "./grid";
import type { PayloadFormat } from "./format";
import { MaskingModel } from "./masking";
import { SampleQueue } from "./sample-queue";

// A module-local copy: the loops below read it for every cell, and a live import binding costs a call each time.
const BANDS = GRID_BANDS;

export function createStreamingEmbedder(
  format: PayloadFormat,
  rate: number,
  channels: number,
  payloadFor: (blockIndex: number) => BlockPayload,
): StreamingEmbedder {
  return new SpreadSpectrumEmbedder(format, rate, channels, payloadFor);
}

class SpreadSpectrumEmbedder implements StreamingEmbedder {
  readonly blocks: BlockRecord[] = [];
  private readonly grid: Grid;
  private readonly channels: number;
  private readonly payloadFor: (blockIndex: number) => BlockPayload;
  private readonly original: SampleQueue[];
  private readonly change: SampleQueue[];
  /** Channels 2p and 2p + 1 of each block, analysed and changed together. */
  private readonly pairs: ChannelPairFft[];
  private readonly downmixEnergies: DownmixEnergies;
  private readonly factors = new Float64Array(BANDS);
  private readonly masking = new MaskingModel();
  private emitted = 0;

  constructor(
    private readonly format: PayloadFormat,
    rate: number,
    channels: number,
    payloadFor: (blockIndex: number) => BlockPayload,
  ) {
    this.grid = gridFor(rate);
    requireChannels(channels);
    this.channels = channels;
    this.payloadFor = payloadFor;
    this.original = Array.from({ length: channels }, () => new SampleQueue());
    this.change = Array.from({ length: channels }, () => new SampleQueue());
    this.pairs = Array.from({ length: Math.ceil(channels / 2) }, () => new ChannelPairFft(this.grid, BLOCK_FRAMES));
    this.downmixEnergies = new DownmixEnergies(this.grid, this.pairs, channels);
  }

  push(pcm: readonly Float32Array[]): Float32Array[] {
    if (pcm.length !== this.channels) throw new RangeError(`expected ${this.channels} channels, got ${pcm.length}`);
    if (pcm.some((channel) => channel.length !== pcm[0]!.length))
      throw new RangeError("all channels must have the same length");
    pcm.forEach((channel, c) => {
      this.original[c]!.append(channel);
      this.change[c]!.grow(channel.length);
    });
    while (this.received() >= this.blockEnd()) this.markNext();
    return this.emit(Math.min(this.blocks.length * this.grid.blockSamples, this.received()));
  }

  end(): Float32Array[] {
    return this.emit(this.received());
  }

  private received(): number {
    return this.original[0]!.end;
  }

  /** The sample the next block's last frame ends at. */
  private blockEnd(): number {
    return (this.blocks.length + 1) * this.grid.blockSamples + this.grid.hop;
  }

  private markNext(): void {
    const { hop, blockSamples } = this.grid;
    const index = this.blocks.length;
    const record = {
      index,
      startSample: index * blockSamples,
      endSample: (index + 1) * blockSamples,
      payload: this.payloadFor(index),
    };
    this.blocks.push(record);
    // Digital silence in every channel has nothing to scale: the change would be zero, so it is not computed.
    const span = [index * blockSamples, (index + 1) * blockSamples + hop] as const;
    if (this.original.every((queue) => isSilent(queue.view(...span)))) return;
    this.analysePairs(index);
    const { energies, caps } = cellAnalysis(this.downmixEnergies, this.masking);
    this.addChange(index, budgetGains(this.format, energies, caps, this.format.groupSigns(record.payload)));
  }

  /** The frames of block `index` of every channel, analysed pair by pair. */
  private analysePairs(index: number): void {
    const { hop, frame } = this.grid;
    for (let f = 0; f < BLOCK_FRAMES; f++) {
      const start = (index * BLOCK_FRAMES + f) * hop;
      this.pairs.forEach((pair, p) =>
        pair.analyse(
          f,
          this.original[2 * p]!.view(start, start + frame),
          this.original[2 * p + 1]?.view(start, start + frame),
        ),
      );
    }
  }

  /** Adds into `change` each channel's change for block `index`, frame by frame, from the cells' gains in dB. */
  private addChange(index: number, gains: Float32Array): void {
    const { hop, frame } = this.grid;
    const { factors } = this;
    for (let f = 0; f < BLOCK_FRAMES; f++) {
      const start = (index * BLOCK_FRAMES + f) * hop;
      const row = Math.floor(f / FRAMES_PER_ROW) * BANDS;
      // A row's frames share its cells' gains.
      if (f % FRAMES_PER_ROW === 0)
        for (let band = 0; band < BANDS; band++) factors[band] = 10 ** (gains[row + band]! / 20) - 1;
      this.pairs.forEach((pair, p) =>
        pair.addChange(
          f,
          factors,
          this.change[2 * p]!.view(start, start + frame),
          this.change[2 * p + 1]?.view(start, start + frame),
        ),
      );
    }
  }

  private emit(upTo: number): Float32Array[] {
    const out = this.original.map((queue, c) => {
      const samples = queue.view(this.emitted, upTo).slice();
      const delta = this.change[c]!.view(this.emitted, upTo);
      for (let n = 0; n < samples.length; n++) samples[n]! += delta[n]!;
      return samples;
    });
    this.emitted = upTo;
    const keepFrom = Math.min(this.emitted, this.blocks.length * this.grid.blockSamples);
    for (const queue of [...this.original, ...this.change]) queue.drop(keepFrom);
    return out;
  }
}

/**
 * Each cell of the block the pairs hold: its energy in the downmix (the sum over its frames) and the
 * masking depth of its frames (the smaller), the cap of its gain.
 */
function cellAnalysis(held: DownmixEnergies, masking: MaskingModel) {
  const energies = new Float32Array(BLOCK_CELLS);
  const caps = new Float32Array(BLOCK_CELLS).fill(Infinity);
  const frameDb = new Float32Array(BANDS);
  const frameCaps = new Float64Array(BANDS);
  for (let frame = 0; frame < BLOCK_FRAMES; frame++) {
    held.energiesDb(frame, frameDb, 0);
    masking.depthsDb(frameDb, 0, frameCaps);
    const row = Math.floor(frame / FRAMES_PER_ROW) * BANDS;
    for (let band = 0; band < BANDS; band++) {
      energies[row + band]! += 10 ** (frameDb[band]! / 10);
      caps[row + band] = Math.min(caps[row + band]!, frameCaps[band]!);
    }
  }
  return { energies, caps };
}

function isSilent(samples: Float32Array): boolean {
  for (let n = 0; n < samples.length; n++) if (samples[n] !== 0) return false;
  return true;
}
