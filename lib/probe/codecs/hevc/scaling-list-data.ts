import type { BitReader } from "../../bits/bit-reader";

/** Reads past scaling_list_data() of ITU-T H.265 7.3.4. */
export function skipScalingListData(reader: BitReader): void {
  for (let sizeId = 0; sizeId < 4; sizeId++) {
    for (let matrixId = 0; matrixId < 6; matrixId += sizeId === 3 ? 3 : 1) {
      if (!reader.flag()) {
        reader.ue(); // scaling_list_pred_matrix_id_delta
        continue;
      }
      const coefNum = Math.min(64, 1 << (4 + (sizeId << 1)));
      if (sizeId > 1) reader.se(); // scaling_list_dc_coef_minus8
      for (let i = 0; i < coefNum; i++) reader.se(); // scaling_list_delta_coef
    }
  }
}
