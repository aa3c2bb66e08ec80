// Streaming embedding, one 4 s block at a time. A block is marked once the samples up to its end and a
// look-ahead of MEAN_HALF_WIDTH frames have arrived (the residual the informed embedding cancels needs
// them); the samples before the next block's start are then final and come out. Memory is one block and
// its look-ahead per channel, whatever the programme's length. Only whole blocks are marked: the last
// partial block of a stream stays unmarked.
import { encode } from "../convolutional-code";
import type { BlockPayload, BlockRecord, StreamingEmbedder } from "../types";
import { downmixInto, residualRow } from "./features";
import { BANDS, BLOCK_CELLS, BLOCK_FRAMES, GridFft, gridFor, requireChannels, type Grid } from "./grid";
import { CELL_GROUP, CHIPS, GROUPS } from "./layout";
import { MaskingModel } from "./masking";
import { codeMessage, timeMessage } from "./messages";
import { SampleQueue } from "./sample-queue";

export const EMBED_MEAN_HALF_WIDTH = 8; // frames: the detector's ±16 half-hop steps
/** Improved spread spectrum's λ (Malvar & Florêncio 2003); above 1 because overlap-add leaves the detector part of a frame's change. */
const HOST_CANCEL = 2;
const MAX_CELL_DB = 5;

export function createStreamingEmbedder(rate: number, channels: number, payloadFor: (blockIndex: number) => BlockPayload): StreamingEmbedder {
  const grid = gridFor(rate);
  requireChannels(channels);
  const { hop, frame, blockSamples } = grid;
  const original = Array.from({ length: channels }, () => new SampleQueue());
  const change = Array.from({ length: channels }, () => new SampleQueue());
  const mix = new SampleQueue();
  const fft = new GridFft(grid);
  const masking = new MaskingModel();
  const blocks: BlockRecord[] = [];
  let emitted = 0;
  let mixChunk = new Float32Array(0);

  const received = () => mix.end;
  const markNext = () => {
    const index = blocks.length;
    const record = { index, startSample: index * blockSamples, endSample: (index + 1) * blockSamples, payload: payloadFor(index) };
    const gains = blockGains(grid, fft, masking, mix, index, record.payload);
    for (let cell = 0; cell < BLOCK_CELLS; cell += BANDS) {
      const start = (index * BLOCK_FRAMES + cell / BANDS) * hop;
      const factors = Float64Array.from(gains.subarray(cell, cell + BANDS), (gain) => 10 ** (gain / 20) - 1);
      original.forEach((queue, c) => {
        fft.analyse(queue.view(start, start + frame), 0);
        fft.addBandChange(change[c]!.view(start, start + frame), 0, factors);
      });
    }
    blocks.push(record);
  };
  const emit = (upTo: number): Float32Array[] => {
    const out = original.map((queue, c) => {
      const samples = queue.view(emitted, upTo).slice();
      const delta = change[c]!.view(emitted, upTo);
      for (let n = 0; n < samples.length; n++) samples[n]! += delta[n]!;
      return samples;
    });
    emitted = upTo;
    const keepFrom = Math.min(emitted, blocks.length * blockSamples - EMBED_MEAN_HALF_WIDTH * hop);
    for (const queue of [...original, ...change, mix]) queue.drop(keepFrom);
    return out;
  };
  const blockEnd = () => (blocks.length + 1) * blockSamples + hop;

  return {
    blocks,
    push(pcm) {
      if (pcm.length !== channels) throw new RangeError(`expected ${channels} channels, got ${pcm.length}`);
      if (pcm.some((channel) => channel.length !== pcm[0]!.length)) throw new RangeError("all channels must have the same length");
      if (mixChunk.length !== pcm[0]!.length) mixChunk = new Float32Array(pcm[0]!.length);
      pcm.forEach((channel, c) => {
        original[c]!.append(channel);
        change[c]!.grow(channel.length);
      });
      mix.append(downmixInto(pcm, mixChunk));
      while (received() >= blockEnd() + EMBED_MEAN_HALF_WIDTH * hop) markNext();
      return emit(Math.min(blocks.length * blockSamples, received()));
    },
    end() {
      while (received() >= blockEnd()) markNext();
      return emit(received());
    },
  };
}

/** The gain in dB of every cell of block `index`, from the downmix held in `mix`. */
function blockGains(grid: Grid, fft: GridFft, masking: MaskingModel, mix: SampleQueue, index: number, payload: BlockPayload): Float32Array {
  const { hop, frame } = grid;
  const blockFrame = index * BLOCK_FRAMES;
  const first = Math.max(0, blockFrame - EMBED_MEAN_HALF_WIDTH, Math.ceil(mix.start / hop));
  const last = Math.min(blockFrame + BLOCK_FRAMES + EMBED_MEAN_HALF_WIDTH, Math.floor((mix.end - frame) / hop) + 1);
  const energies = new Float32Array((last - first) * BANDS);
  for (let f = first; f < last; f++) {
    fft.analyse(mix.view(f * hop, f * hop + frame), 0);
    fft.bandEnergiesDb(energies, (f - first) * BANDS);
  }
  const residual = new Float32Array(BLOCK_CELLS);
  const depths = new Float32Array(BLOCK_CELLS);
  const depthRow = new Float64Array(BANDS);
  for (let f = 0; f < BLOCK_FRAMES; f++) {
    residualRow(energies, last - first, EMBED_MEAN_HALF_WIDTH, blockFrame + f - first, residual, f * BANDS);
    masking.depthsDb(energies, (blockFrame + f - first) * BANDS, depthRow);
    depths.set(depthRow, f * BANDS);
  }
  return informedGains(residual, depths, groupSigns(payload));
}

/** +1 or −1 for each group: the sync (always +1), then the coded code bits, then the coded time bits. */
function groupSigns(payload: BlockPayload): Int8Array {
  const coded = [...encode(codeMessage(payload)), ...encode(timeMessage(payload, payload.time))];
  const signs = new Int8Array(GROUPS);
  signs[0] = 1;
  coded.forEach((bit, index) => (signs[1 + index] = bit === 1 ? 1 : -1));
  return signs;
}

/**
 * Each cell's gain: its chip times its masking depth times its group's amplitude, with informed
 * embedding (improved spread spectrum, Malvar & Florêncio, IEEE Trans. Signal Processing 51(4), 2003):
 * the host's own projection on a group's chips, as the detector will see it, is removed from the group's
 * amplitude, so the programme no longer votes against the bit.
 */
function informedGains(residual: Float32Array, depths: Float32Array, signs: Int8Array): Float32Array {
  const projection = new Float64Array(GROUPS);
  const weight = new Float64Array(GROUPS);
  for (let cell = 0; cell < BLOCK_CELLS; cell++) {
    projection[CELL_GROUP[cell]!]! += CHIPS[cell]! * residual[cell]!;
    weight[CELL_GROUP[cell]!]! += depths[cell]!;
  }
  const amplitude = Float64Array.from(signs, (sign, group) => sign - (HOST_CANCEL * projection[group]!) / weight[group]!);
  return Float32Array.from({ length: BLOCK_CELLS }, (_, cell) => {
    const gain = CHIPS[cell]! * depths[cell]! * amplitude[CELL_GROUP[cell]!]!;
    return Math.max(-MAX_CELL_DB, Math.min(MAX_CELL_DB, gain));
  });
}
