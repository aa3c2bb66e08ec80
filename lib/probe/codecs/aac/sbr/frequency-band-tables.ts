import type { SbrHeader } from "./sbr-header";

/**
 * The band counts sbr_data() needs, from the frequency band tables of ISO/IEC 14496-3 4.6.18.3: N_high
 * and N_low envelope bands (high and low frequency resolution) and N_Q noise floor bands.
 */
export interface FrequencyBandCounts {
  N_high: number;
  N_low: number;
  N_Q: number;
}

/** offset(bs_start_freq) of 4.6.18.3.2 (Table 4.82), by SBR sampling frequency. */
function startOffsets(Fs: number): readonly number[] | undefined {
  if (Fs === 16000) return [-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7];
  if (Fs === 22050) return [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 11, 13];
  if (Fs === 24000) return [-5, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 11, 13, 16];
  if (Fs === 32000) return [-6, -4, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 11, 13, 16];
  if (Fs >= 44100 && Fs <= 64000) return [-4, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 11, 13, 16, 20];
  if (Fs > 64000) return [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 11, 13, 16, 20, 24];
  return undefined;
}

/** NINT() of the standard: the nearest integer, halves upwards. */
const NINT = Math.round;

/** The band widths between start and stop in numBands bands of equal ratio, ascending (4.6.18.3.2). */
function geometricBandWidths(start: number, stop: number, numBands: number): number[] {
  const edge = (k: number) => NINT(start * (stop / start) ** (k / numBands));
  return Array.from({ length: numBands }, (_, k) => edge(k + 1) - edge(k)).sort((a, b) => a - b);
}

function cumulative(start: number, widths: readonly number[]): number[] {
  const edges = [start];
  for (const width of widths) edges.push(edges[edges.length - 1]! + width);
  return edges;
}

/** f_master of 4.6.18.3.2, from k0 to k2 (linear bands when bs_freq_scale is 0, else logarithmic). */
function masterFrequencyBandTable(k0: number, k2: number, header: SbrHeader): number[] {
  if (header.bs_freq_scale === 0) {
    const dk = header.bs_alter_scale === 0 ? 1 : 2;
    const numBands = 2 * (dk === 1 ? Math.floor((k2 - k0) / 2) : NINT((k2 - k0) / 4));
    const vDk = Array<number>(numBands).fill(dk);
    let k2Diff = k2 - k0 - numBands * dk;
    // Spread the rounding remainder over the bands, from the last band down or the first band up.
    for (let k = k2Diff > 0 ? numBands - 1 : 0; k2Diff !== 0 && vDk[k] !== undefined;) {
      const incr = k2Diff > 0 ? -1 : 1;
      vDk[k]! -= incr;
      k += incr;
      k2Diff += incr;
    }
    return cumulative(k0, vDk);
  }
  const bands = [0, 12, 10, 8][header.bs_freq_scale]!;
  const warp = header.bs_alter_scale === 0 ? 1 : 1.3;
  const twoRegions = k2 / k0 > 2.2449;
  const k1 = twoRegions ? 2 * k0 : k2;
  const numBands0 = 2 * NINT((bands * Math.log2(k1 / k0)) / 2);
  const vDk0 = geometricBandWidths(k0, k1, numBands0);
  const vk0 = cumulative(k0, vDk0);
  if (!twoRegions) return vk0;
  const numBands1 = 2 * NINT((bands * Math.log2(k2 / k1)) / (2 * warp));
  const vDk1 = geometricBandWidths(k1, k2, numBands1);
  const vDk0Max = vDk0[vDk0.length - 1]!;
  if (vDk1[0]! < vDk0Max) {
    // The first band of the upper region may not be narrower than the widest of the lower one.
    const change = Math.min(vDk0Max - vDk1[0]!, Math.floor((vDk1[numBands1 - 1]! - vDk1[0]!) / 2));
    vDk1[0]! += change;
    vDk1[numBands1 - 1]! -= change;
    vDk1.sort((a, b) => a - b);
  }
  return [...vk0, ...cumulative(k1, vDk1).slice(1)];
}

/** The band counts for an SBR header at SBR sampling frequency Fs (twice the AAC core's for dual-rate SBR). */
export function frequencyBandCounts(header: SbrHeader, Fs: number): FrequencyBandCounts {
  const offsets = startOffsets(Fs);
  if (!offsets) throw new RangeError(`no SBR frequency tables for ${Fs} Hz`);
  // startMin and stopMin: 3/6, 4/8 or 5/10 kHz as QMF subbands of Fs / 128 Hz.
  const startMinHz = Fs < 32000 ? 3000 : Fs < 64000 ? 4000 : 5000;
  const startMin = NINT((startMinHz * 128) / Fs);
  const stopMin = NINT((2 * startMinHz * 128) / Fs);
  const k0 = startMin + offsets[header.bs_start_freq]!;
  let k2: number;
  if (header.bs_stop_freq < 14) {
    const stopDk = geometricBandWidths(stopMin, 64, 13);
    k2 = stopMin + stopDk.slice(0, header.bs_stop_freq).reduce((sum, dk) => sum + dk, 0);
  } else {
    k2 = (header.bs_stop_freq === 14 ? 2 : 3) * k0;
  }
  k2 = Math.min(64, k2);
  if (k2 <= k0) throw new RangeError(`SBR stop band ${k2} not above start band ${k0}`);
  const f_master = masterFrequencyBandTable(k0, k2, header);
  const N_master = f_master.length - 1;
  if (header.bs_xover_band >= N_master)
    throw new RangeError(`bs_xover_band ${header.bs_xover_band} beyond the ${N_master} master bands`);
  const N_high = N_master - header.bs_xover_band;
  const kx = f_master[header.bs_xover_band]!;
  const N_Q = Math.max(1, NINT(header.bs_noise_bands * Math.log2(k2 / kx)));
  if (N_Q > 5) throw new RangeError(`${N_Q} SBR noise floor bands (at most 5)`);
  return { N_high, N_low: N_high - Math.floor(N_high / 2), N_Q };
}
