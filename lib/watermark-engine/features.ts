// The detector's view of the host, shared by the detector and the informed embedder: sub-band energies
// in dB minus each sub-band's running mean, clipped so that onsets and pauses (residuals of tens of dB)
// cannot outweigh the ±1 dB chips around them (a limiter, the simplest robust correlator).
import { BANDS } from "./layout";

const CLIP_DB = 3;

export function whitenedResidual(energies: Float32Array, frames: number, halfWidth: number): Float32Array {
  const residual = new Float32Array(energies.length);
  const prefix = new Float64Array(frames + 1);
  for (let band = 0; band < BANDS; band++) {
    for (let frame = 0; frame < frames; frame++) prefix[frame + 1] = prefix[frame]! + energies[frame * BANDS + band]!;
    for (let frame = 0; frame < frames; frame++) {
      const [from, to] = [Math.max(0, frame - halfWidth), Math.min(frames, frame + halfWidth + 1)];
      const value = energies[frame * BANDS + band]! - (prefix[to]! - prefix[from]!) / (to - from);
      residual[frame * BANDS + band] = Math.max(-CLIP_DB, Math.min(CLIP_DB, value));
    }
  }
  return residual;
}

export function downmix(pcm: readonly Float32Array[]): Float32Array {
  const mono = new Float32Array(pcm[0]?.length ?? 0);
  for (const channel of pcm) for (let n = 0; n < mono.length; n++) mono[n]! += channel[n]! / pcm.length;
  return mono;
}
