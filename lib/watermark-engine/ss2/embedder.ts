// Streaming embedding, one 4 s block at a time. A block is marked once the samples up to its end and a
// look-ahead of MEAN_HALF_WIDTH half hops have arrived (the residual the informed embedding cancels needs
// them); the samples before the next block's start are then final and come out. Memory is one block and
// its look-ahead per channel, whatever the programme's length. Only whole blocks are marked: the last
// partial block of a stream stays unmarked.
import type { BlockPayload, BlockRecord, StreamingEmbedder } from "../types";
import { ChannelPairFft, DownmixEnergies } from "./channel-pair-fft";
import { MEAN_HALF_WIDTH, downmixInto, residualRow } from "./features";
import {
  BANDS as GRID_BANDS,
  BLOCK_CELLS,
  BLOCK_FRAMES,
  BLOCK_ROWS,
  FRAMES_PER_ROW,
  GridFft,
  STEPS_PER_FRAME,
  gridFor,
  requireChannels,
  rowCentreStep,
  type Grid,
} from "./grid";
import type { PayloadFormat } from "./format";
import { informedGains } from "./informed-gains";
import { MaskingModel } from "./masking";
import { SampleQueue } from "./sample-queue";

// A module-local copy: the loops below read it for every cell, and a live import binding costs a call each time.
const BANDS = GRID_BANDS;

/** Samples past a block's last frame that its residual needs (the running mean's half width, in half hops). */
const lookahead = (hop: number) => Math.ceil(((MEAN_HALF_WIDTH + 2) * hop) / STEPS_PER_FRAME) + 2 * hop;

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
  private readonly lookahead: number;
  private readonly original: SampleQueue[];
  private readonly change: SampleQueue[];
  private readonly mix = new SampleQueue();
  private readonly fft: GridFft;
  /** Channels 2p and 2p + 1 of each block, analysed and changed together. */
  private readonly pairs: ChannelPairFft[];
  private readonly downmixEnergies: DownmixEnergies;
  private readonly factors = new Float64Array(BANDS);
  private readonly masking = new MaskingModel();
  private emitted = 0;
  private mixChunk = new Float32Array(0);

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
    this.lookahead = lookahead(this.grid.hop);
    this.original = Array.from({ length: channels }, () => new SampleQueue());
    this.change = Array.from({ length: channels }, () => new SampleQueue());
    this.fft = new GridFft(this.grid);
    this.pairs = Array.from({ length: Math.ceil(channels / 2) }, () => new ChannelPairFft(this.grid, BLOCK_FRAMES));
    this.downmixEnergies = new DownmixEnergies(this.grid, this.pairs, channels);
  }

  push(pcm: readonly Float32Array[]): Float32Array[] {
    if (pcm.length !== this.channels) throw new RangeError(`expected ${this.channels} channels, got ${pcm.length}`);
    if (pcm.some((channel) => channel.length !== pcm[0]!.length))
      throw new RangeError("all channels must have the same length");
    if (this.mixChunk.length !== pcm[0]!.length) this.mixChunk = new Float32Array(pcm[0]!.length);
    pcm.forEach((channel, c) => {
      this.original[c]!.append(channel);
      this.change[c]!.grow(channel.length);
    });
    this.mix.append(downmixInto(pcm, this.mixChunk));
    while (this.received() >= this.blockEnd() + this.lookahead) this.markNext();
    return this.emit(Math.min(this.blocks.length * this.grid.blockSamples, this.received()));
  }

  end(): Float32Array[] {
    while (this.received() >= this.blockEnd()) this.markNext();
    return this.emit(this.received());
  }

  private received(): number {
    return this.mix.end;
  }

  /** The sample the next block's residual needs up to (before the look-ahead). */
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
    const { residual, depths } = blockAnalysis(
      this.grid,
      this.fft,
      this.downmixEnergies,
      this.masking,
      this.mix,
      index,
    );
    this.addChange(index, informedGains(this.format, residual, depths, this.format.groupSigns(record.payload)));
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
    const keepFrom = Math.min(this.emitted, this.blocks.length * this.grid.blockSamples - this.lookahead);
    for (const queue of [...this.original, ...this.change, this.mix]) queue.drop(keepFrom);
    return out;
  }
}

/**
 * Each cell of block `index`, from the downmix held in `mix`: its residual as the detector will see it
 * (analysed every half hop, each cell read at its row's centre; at the block's frame starts from the
 * channels' spectra already held) and the masking depth of its two frames (the smaller).
 */
function blockAnalysis(
  grid: Grid,
  fft: GridFft,
  held: DownmixEnergies,
  masking: MaskingModel,
  mix: SampleQueue,
  index: number,
) {
  const { hop, frame } = grid;
  const step = hop / STEPS_PER_FRAME;
  const blockStep = index * BLOCK_FRAMES * STEPS_PER_FRAME;
  const first = Math.max(0, blockStep - MEAN_HALF_WIDTH, Math.ceil(mix.start / step));
  const last = Math.min(
    blockStep + BLOCK_FRAMES * STEPS_PER_FRAME + MEAN_HALF_WIDTH,
    Math.floor((mix.end - frame) / step),
  );
  const energies = new Float32Array((last - first) * BANDS);
  for (let q = first; q < last; q++) {
    const frameInBlock = (q - blockStep) / STEPS_PER_FRAME;
    if (Number.isInteger(frameInBlock) && frameInBlock >= 0 && frameInBlock < BLOCK_FRAMES) {
      held.energiesDb(frameInBlock, energies, (q - first) * BANDS);
      continue;
    }
    const at = Math.round(q * step);
    fft.analyse(mix.view(at, at + frame), 0);
    fft.bandEnergiesDb(energies, (q - first) * BANDS);
  }
  const residual = new Float32Array(BLOCK_CELLS);
  const depths = new Float32Array(BLOCK_CELLS).fill(Infinity);
  const depthRow = new Float64Array(BANDS);
  for (let row = 0; row < BLOCK_ROWS; row++) {
    residualRow(energies, last - first, MEAN_HALF_WIDTH, blockStep + rowCentreStep(row) - first, residual, row * BANDS);
    for (let frameInRow = 0; frameInRow < FRAMES_PER_ROW; frameInRow++) {
      masking.depthsDb(
        energies,
        (blockStep + (row * FRAMES_PER_ROW + frameInRow) * STEPS_PER_FRAME - first) * BANDS,
        depthRow,
      );
      for (let band = 0; band < BANDS; band++)
        depths[row * BANDS + band] = Math.min(depths[row * BANDS + band]!, depthRow[band]!);
    }
  }
  return { residual, depths };
}

function isSilent(samples: Float32Array): boolean {
  for (let n = 0; n < samples.length; n++) if (samples[n] !== 0) return false;
  return true;
}
