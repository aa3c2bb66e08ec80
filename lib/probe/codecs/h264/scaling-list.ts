import type { BitReader } from "../../bits/bit-reader";

/** Reads past scaling_list( ScalingList, sizeOfScalingList, ... ) of ITU-T H.264 7.3.2.1.1.1. */
export function skipScalingList(reader: BitReader, sizeOfScalingList: number): void {
  let lastScale = 8;
  let nextScale = 8;
  for (let j = 0; j < sizeOfScalingList; j++) {
    if (nextScale !== 0) {
      const delta_scale = reader.se();
      nextScale = (lastScale + delta_scale + 256) % 256;
    }
    lastScale = nextScale === 0 ? lastScale : nextScale;
  }
}
