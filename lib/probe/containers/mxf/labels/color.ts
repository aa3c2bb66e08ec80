// Colour labels of the picture descriptor (SMPTE ST 377-1 E.2.x, registered in RP 224 "Transfer
// Characteristic", "Coding Equations", "Color Primaries") → ITU-T H.273 code points.
import { labelFamily, matchLabelFamily } from "../ul";

const TRANSFER_CHARACTERISTICS = [
  labelFamily("060e2b34.04010101.04010101.01010000", 14, 5), // ITU-R BT.470 (625)
  labelFamily("060e2b34.04010101.04010101.01020000", 14, 1), // ITU-R BT.709
  labelFamily("060e2b34.04010101.04010101.01030000", 14, 7), // SMPTE 240M
  labelFamily("060e2b34.04010101.04010101.01040000", 14, 1), // SMPTE 274M (= BT.709 OETF)
  labelFamily("060e2b34.04010101.04010101.01050000", 14, 12), // ITU-R BT.1361
  labelFamily("060e2b34.04010101.04010101.01060000", 14, 8), // linear
  labelFamily("060e2b34.04010101.04010101.01070000", 14, 17), // SMPTE DC28 DCDM (ST 428-1)
  labelFamily("060e2b34.04010101.04010101.01080000", 14, 11), // IEC 61966-2-4 (xvYCC)
  labelFamily("060e2b34.04010101.04010101.01090000", 14, 14), // ITU-R BT.2020
  labelFamily("060e2b34.04010101.04010101.010a0000", 14, 16), // SMPTE ST 2084
  labelFamily("060e2b34.04010101.04010101.010b0000", 14, 18), // ITU-R BT.2100 HLG
];

const MATRIX_COEFFICIENTS = [
  labelFamily("060e2b34.04010101.04010101.02010000", 14, 6), // ITU-R BT.601
  labelFamily("060e2b34.04010101.04010101.02020000", 14, 1), // ITU-R BT.709
  labelFamily("060e2b34.04010101.04010101.02030000", 14, 7), // SMPTE 240M
  labelFamily("060e2b34.04010101.04010101.02040000", 14, 8), // YCgCo
  labelFamily("060e2b34.04010101.04010101.02050000", 14, 0), // GBR (identity)
  labelFamily("060e2b34.04010101.04010101.02060000", 14, 9), // ITU-R BT.2020 non-constant luminance
];

const COLOR_PRIMARIES = [
  labelFamily("060e2b34.04010101.04010101.03010000", 14, 6), // SMPTE 170M
  labelFamily("060e2b34.04010101.04010101.03020000", 14, 5), // ITU-R BT.470 (625)
  labelFamily("060e2b34.04010101.04010101.03030000", 14, 1), // ITU-R BT.709
  labelFamily("060e2b34.04010101.04010101.03040000", 14, 9), // ITU-R BT.2020
  labelFamily("060e2b34.04010101.04010101.03050000", 14, 10), // SMPTE DC28 DCDM (CIE XYZ)
  labelFamily("060e2b34.04010101.04010101.03060000", 14, 12), // P3 D65
];

export const transferCharacteristicsCode = (label: Uint8Array) => matchLabelFamily(TRANSFER_CHARACTERISTICS, label);
export const matrixCoefficientsCode = (label: Uint8Array) => matchLabelFamily(MATRIX_COEFFICIENTS, label);
export const colorPrimariesCode = (label: Uint8Array) => matchLabelFamily(COLOR_PRIMARIES, label);
