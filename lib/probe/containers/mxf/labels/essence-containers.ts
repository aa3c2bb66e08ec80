// Essence container labels (SMPTE ST 379-1 clause 8, registered in SMPTE RP 224): byte 14 of a
// generic container label names the mapping document.
import { labelFamily, matchLabelFamily } from "../ul";

const MAPPINGS = [
  labelFamily("060e2b34.04010101.0d010301.02010000", 14, "D-10 (SMPTE ST 386)"),
  labelFamily("060e2b34.04010101.0d010301.02020000", 14, "DV (SMPTE ST 383)"),
  labelFamily("060e2b34.04010101.0d010301.02030000", 14, "D-11 (SMPTE ST 387)"),
  labelFamily("060e2b34.04010101.0d010301.02040000", 14, "MPEG elementary stream (SMPTE ST 381-1)"),
  labelFamily("060e2b34.04010101.0d010301.02050000", 14, "Uncompressed pictures (SMPTE ST 384)"),
  labelFamily("060e2b34.04010101.0d010301.02060000", 14, "AES3 / broadcast wave audio (SMPTE ST 382)"),
  labelFamily("060e2b34.04010101.0d010301.02070000", 14, "MPEG PES (SMPTE ST 381-1)"),
  labelFamily("060e2b34.04010101.0d010301.02080000", 14, "MPEG PS (SMPTE ST 381-1)"),
  labelFamily("060e2b34.04010101.0d010301.02090000", 14, "MPEG TS (SMPTE ST 381-1)"),
  labelFamily("060e2b34.04010101.0d010301.020a0000", 14, "A-law audio (SMPTE ST 388)"),
  labelFamily("060e2b34.04010101.0d010301.020b0000", 14, "Encrypted (SMPTE ST 429-6)"),
  labelFamily("060e2b34.04010101.0d010301.020c0000", 14, "JPEG 2000 (SMPTE ST 422)"),
  labelFamily("060e2b34.04010101.0d010301.020d0000", 14, "Generic VBI data (SMPTE ST 436)"),
  labelFamily("060e2b34.04010101.0d010301.020e0000", 14, "Generic ANC data (SMPTE ST 436)"),
  labelFamily("060e2b34.04010101.0d010301.02100000", 14, "AVC NAL unit stream (SMPTE ST 381-3)"),
  labelFamily("060e2b34.04010101.0d010301.02110000", 14, "VC-3 (SMPTE ST 2019-4)"),
  labelFamily("060e2b34.04010101.0d010301.02130000", 14, "Timed text (SMPTE ST 429-5)"),
  labelFamily("060e2b34.04010101.0d010301.021c0000", 14, "ProRes (SMPTE RDD 44)"),
  labelFamily("060e2b34.04010101.0d010301.021d0000", 14, "IAB (SMPTE ST 2067-201)"),
  labelFamily("060e2b34.04010101.0d010301.027f0000", 14, "Generic essence, multiple mappings"),
  labelFamily("060e2b34.04010101.0d011301.01010000", 14, "Avid essence container"),
];

export function essenceContainerName(label: Uint8Array): string | undefined {
  return matchLabelFamily(MAPPINGS, label);
}
