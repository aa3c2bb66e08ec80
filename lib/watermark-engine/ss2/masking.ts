// A simple psychoacoustic model (after the spreading and offset rules of MPEG-1 psychoacoustic model 1,
// ISO/IEC 11172-3 annex D, reduced to one value per band): the masking threshold of each band of a frame
// is the energy of every band spread over its neighbours (−27 dB per band downwards, −12 dB per band
// upwards, bands being about one critical band wide), less a safety offset, held over the following
// frames with a decay (forward masking). A cell's depth may not exceed the one whose change stays at that
// threshold (budget-gains.ts decides how much of it is spent): small in the band that carries a formant,
// larger in the valleys and the bands above it, which the formant masks.
import { BANDS as GRID_BANDS } from "./grid";

// A module-local copy: the loops below read it for every cell, and a live import binding costs a call each time.
const BANDS = GRID_BANDS;

const LOWER_SLOPE_DB = 27;
const UPPER_SLOPE_DB = 12;
const OFFSET_DB = 10;
const DECAY_DB_PER_FRAME = 3; // 10 ms frames: −30 dB after 100 ms
const MAX_DEPTH_DB = 5;

const SPREAD = Array.from({ length: 2 * BANDS - 1 }, (_, index) => {
  const distance = index - (BANDS - 1); // maskee band minus masker band
  return 10 ** (-(distance >= 0 ? UPPER_SLOPE_DB * distance : LOWER_SLOPE_DB * -distance) / 10);
});
const OFFSET = 10 ** (-OFFSET_DB / 10);
const DECAY = 10 ** (-DECAY_DB_PER_FRAME / 10);

/** Carries the held threshold from frame to frame. */
export class MaskingModel {
  private readonly held = new Float64Array(BANDS);
  private readonly linear = new Float64Array(BANDS);

  /** The largest modulation depth in dB of each band of a frame, from its band energies in dB (`energies[offset..]`). */
  depthsDb(energies: Float32Array, offset: number, out: Float64Array): void {
    for (let band = 0; band < BANDS; band++) this.linear[band] = 10 ** (energies[offset + band]! / 10);
    for (let band = 0; band < BANDS; band++) {
      let threshold = 0;
      for (let masker = 0; masker < BANDS; masker++)
        threshold += this.linear[masker]! * SPREAD[band - masker + BANDS - 1]!;
      this.held[band] = Math.max(threshold * OFFSET, this.held[band]! * DECAY);
      const ratio = Math.sqrt(this.held[band]! / this.linear[band]!); // change amplitude the threshold allows
      out[band] = Math.min(MAX_DEPTH_DB, 20 * Math.log10(1 + ratio));
    }
  }
}
