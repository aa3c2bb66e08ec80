// Streaming embedding, one 4 s block at a time. A block is marked once the samples up to its end and a
// look-ahead of MEAN_HALF_WIDTH half hops have arrived (the residual the informed embedding cancels needs
// them); the samples before the next block's start are then final and come out. Memory is one block and
// its look-ahead per channel, whatever the programme's length. Only whole blocks are marked: the last
// partial block of a stream stays unmarked.
import { encode } from "../convolutional-code";
import type { BlockPayload, BlockRecord, StreamingEmbedder } from "../types";
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
import { CELL_GROUP, CHIPS, GROUPS } from "./layout";
import { MaskingModel } from "./masking";
import { codeMessage, timeMessage } from "./messages";
import { SampleQueue } from "./sample-queue";

// A module-local copy: the loops below read it for every cell, and a live import binding costs a call each time.
const BANDS = GRID_BANDS;

/** Improved spread spectrum's λ (Malvar & Florêncio 2003); above 1 because overlap-add leaves the detector part of a frame's change. */
const HOST_CANCEL = 2;
const MAX_CELL_DB = 5;

/** Samples past a block's last frame that its residual needs (the running mean's half width, in half hops). */
const lookahead = (hop: number) => Math.ceil(((MEAN_HALF_WIDTH + 2) * hop) / STEPS_PER_FRAME) + 2 * hop;

export function createStreamingEmbedder(
  rate: number,
  channels: number,
  payloadFor: (blockIndex: number) => BlockPayload,
): StreamingEmbedder {
  const grid = gridFor(rate);
  requireChannels(channels);
  const { hop, frame, blockSamples } = grid;
  const LOOKAHEAD = lookahead(hop);
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
    const record = {
      index,
      startSample: index * blockSamples,
      endSample: (index + 1) * blockSamples,
      payload: payloadFor(index),
    };
    blocks.push(record);
    // Digital silence in every channel has nothing to scale: the change would be zero, so it is not computed.
    const span = [index * blockSamples, (index + 1) * blockSamples + hop] as const;
    if (original.every((queue) => isSilent(queue.view(...span)))) return;
    const gains = blockGains(grid, fft, masking, mix, index, record.payload);
    for (let f = 0; f < BLOCK_FRAMES; f++) {
      const start = (index * BLOCK_FRAMES + f) * hop;
      const row = Math.floor(f / FRAMES_PER_ROW) * BANDS;
      const factors = Float64Array.from(gains.subarray(row, row + BANDS), (gain) => 10 ** (gain / 20) - 1);
      original.forEach((queue, c) => {
        fft.analyse(queue.view(start, start + frame), 0);
        fft.addBandChange(change[c]!.view(start, start + frame), 0, factors);
      });
    }
  };
  const emit = (upTo: number): Float32Array[] => {
    const out = original.map((queue, c) => {
      const samples = queue.view(emitted, upTo).slice();
      const delta = change[c]!.view(emitted, upTo);
      for (let n = 0; n < samples.length; n++) samples[n]! += delta[n]!;
      return samples;
    });
    emitted = upTo;
    const keepFrom = Math.min(emitted, blocks.length * blockSamples - LOOKAHEAD);
    for (const queue of [...original, ...change, mix]) queue.drop(keepFrom);
    return out;
  };
  const blockEnd = () => (blocks.length + 1) * blockSamples + hop;

  return {
    blocks,
    push(pcm) {
      if (pcm.length !== channels) throw new RangeError(`expected ${channels} channels, got ${pcm.length}`);
      if (pcm.some((channel) => channel.length !== pcm[0]!.length))
        throw new RangeError("all channels must have the same length");
      if (mixChunk.length !== pcm[0]!.length) mixChunk = new Float32Array(pcm[0]!.length);
      pcm.forEach((channel, c) => {
        original[c]!.append(channel);
        change[c]!.grow(channel.length);
      });
      mix.append(downmixInto(pcm, mixChunk));
      while (received() >= blockEnd() + LOOKAHEAD) markNext();
      return emit(Math.min(blocks.length * blockSamples, received()));
    },
    end() {
      while (received() >= blockEnd()) markNext();
      return emit(received());
    },
  };
}

/**
 * The gain in dB of every cell of block `index`, from the downmix held in `mix`: its residual as the
 * detector will see it (analysed every half hop, each cell read at its row's centre) and the masking depth
 * of its two frames (the smaller).
 */
function blockGains(
  grid: Grid,
  fft: GridFft,
  masking: MaskingModel,
  mix: SampleQueue,
  index: number,
  payload: BlockPayload,
): Float32Array {
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
  const amplitude = Float64Array.from(
    signs,
    (sign, group) => sign - (HOST_CANCEL * projection[group]!) / weight[group]!,
  );
  return Float32Array.from({ length: BLOCK_CELLS }, (_, cell) => {
    const gain = CHIPS[cell]! * depths[cell]! * amplitude[CELL_GROUP[cell]!]!;
    return Math.max(-MAX_CELL_DB, Math.min(MAX_CELL_DB, gain));
  });
}

function isSilent(samples: Float32Array): boolean {
  for (let n = 0; n < samples.length; n++) if (samples[n] !== 0) return false;
  return true;
}
