// Picture and sound essence coding labels (SMPTE RP 224 "Compression", ST 377-1 E.2.10/E.2.23)
// → four-character `format` codes. Families are matched on their longest registered prefix.
import { labelFamily, matchLabelFamily } from "../ul";

/** VC-3 (SMPTE ST 2019-1) pictures; whether DNxHD or DNxHR is decided by the frame header's compression ID. */
const VC3 = "AVdn";

const PICTURE_CODINGS = [
  labelFamily("060e2b34.04010101.04010201.00000000", 12, "raw "), // uncompressed, RP 224 04.01.02.01
  labelFamily("060e2b34.04010101.04010201.01020101", 16, "2vuy"), // 4:2:2 8-bit UYVY (ST 384)
  labelFamily("060e2b34.04010101.04010201.01020201", 16, "v210"), // 4:2:2 10-bit (ST 384)
  labelFamily("060e2b34.04010101.04010202.01010000", 14, "mp2v"), // MPEG-2 MP@ML
  labelFamily("060e2b34.04010101.04010202.01020000", 14, "mp2v"), // MPEG-2 422P@ML, incl. D-10 (ST 356)
  labelFamily("060e2b34.04010101.04010202.01030000", 14, "mp2v"), // MPEG-2 MP@HL
  labelFamily("060e2b34.04010101.04010202.01040000", 14, "mp2v"), // MPEG-2 422P@HL
  labelFamily("060e2b34.04010101.04010202.01050000", 14, "mp2v"), // MPEG-2 MP@H-14
  labelFamily("060e2b34.04010101.04010202.01200000", 14, "mp4v"), // MPEG-4 Visual
  labelFamily("060e2b34.04010101.04010202.01300000", 14, "avc1"), // H.264/AVC
  labelFamily("060e2b34.04010101.04010202.01310000", 14, "avc1"), // H.264/AVC profiles (ST 381-3)
  labelFamily("060e2b34.04010101.04010202.01320000", 14, "avc1"), // AVC-Intra (RP 2027)
  labelFamily("060e2b34.04010101.04010202.02010100", 15, "dvc "), // IEC DV 525/60
  labelFamily("060e2b34.04010101.04010202.02010200", 15, "dvcp"), // IEC DV 625/50
  labelFamily("060e2b34.04010101.04010202.02020100", 15, "dvc "), // DV-based 25 Mb/s 525/60 (ST 314)
  labelFamily("060e2b34.04010101.04010202.02020200", 15, "dvcp"), // DV-based 25 Mb/s 625/50
  labelFamily("060e2b34.04010101.04010202.02020300", 15, "dv5n"), // DV-based 50 Mb/s 525/60
  labelFamily("060e2b34.04010101.04010202.02020400", 15, "dv5p"), // DV-based 50 Mb/s 625/50
  labelFamily("060e2b34.04010101.04010202.03010000", 14, "mjp2"), // JPEG 2000 (ST 422)
  labelFamily("060e2b34.04010101.04010202.03020000", 14, VC3), // VC-3 (ST 2019-4)
  labelFamily("060e2b34.04010101.04010202.03060100", 15, "apco"), // ProRes 422 Proxy (RDD 44)
  labelFamily("060e2b34.04010101.04010202.03060200", 15, "apcs"), // ProRes 422 LT
  labelFamily("060e2b34.04010101.04010202.03060300", 15, "apcn"), // ProRes 422
  labelFamily("060e2b34.04010101.04010202.03060400", 15, "apch"), // ProRes 422 HQ
  labelFamily("060e2b34.04010101.04010202.03060500", 15, "ap4h"), // ProRes 4444
  labelFamily("060e2b34.04010101.04010202.03060600", 15, "ap4x"), // ProRes 4444 XQ
  labelFamily("060e2b34.04010101.04010202.71000000", 13, VC3), // VC-3 as first registered for Avid DNxHD
  labelFamily("060e2b34.04010101.0e040201.02040100", 16, VC3), // Avid's private DNxHD coding label (AAF SDK, bmx "DNxHD")
];

/** Fallback from the essence container mapping when a descriptor names no picture coding (ST 379-1). */
const PICTURE_CONTAINERS = [
  labelFamily("060e2b34.04010101.0d010301.02010000", 14, "mp2v"), // D-10
  labelFamily("060e2b34.04010101.0d010301.02040000", 14, "mp2v"), // MPEG ES, stream_id 0xE0..
  labelFamily("060e2b34.04010101.0d010301.020c0000", 14, "mjp2"),
  labelFamily("060e2b34.04010101.0d010301.02100000", 14, "avc1"),
  labelFamily("060e2b34.04010101.0d010301.02110000", 14, VC3),
  labelFamily("060e2b34.04010101.0e040301.02060000", 14, VC3), // Avid's private DNxHD clip-wrapped containers, one per resolution
];

const SOUND_CODINGS = [
  labelFamily("060e2b34.04010101.04020201.00000000", 12, "pcm"), // uncompressed (little-endian in BWF/AES3 mappings)
  labelFamily("060e2b34.04010101.04020202.03010100", 15, "alaw"),
  labelFamily("060e2b34.04010101.04020202.03020100", 15, "ac-3"),
  labelFamily("060e2b34.04010101.04020202.03020500", 15, "mp2l"), // MPEG-1 layer I/II
  labelFamily("060e2b34.04010101.04020202.03030100", 15, "mp4a"), // MPEG-2 AAC
];

const SOUND_CONTAINERS = [
  labelFamily("060e2b34.04010101.0d010301.02060000", 14, "pcm"), // AES3 / BWF (ST 382)
  labelFamily("060e2b34.04010101.0d010301.02010000", 14, "pcm"), // D-10 AES3 element (ST 386)
  labelFamily("060e2b34.04010101.0d010301.020a0000", 14, "alaw"),
];

export function pictureFormat(coding: Uint8Array | undefined, container: Uint8Array | undefined): string | undefined {
  return (
    (coding && matchLabelFamily(PICTURE_CODINGS, coding)) ??
    (container && matchLabelFamily(PICTURE_CONTAINERS, container))
  );
}

/** "pcm" stands for linear PCM, whose code depends on the sample size (see pcmFormat). */
export function soundFormat(coding: Uint8Array | undefined, container: Uint8Array | undefined): string | undefined {
  return (
    (coding && matchLabelFamily(SOUND_CODINGS, coding)) ?? (container && matchLabelFamily(SOUND_CONTAINERS, container))
  );
}
