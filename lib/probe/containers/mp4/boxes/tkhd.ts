// ISO/IEC 14496-12 8.3.2 TrackHeaderBox 'tkhd': track_ID, the track duration in the movie timescale
// (the sum of its edits), the transformation matrix and the presentation size.
import { BitReader } from "../../../bits/bit-reader";
import { fixed16_16, fullBoxHeader, signedFixed16_16, signedFixed2_30, uVersioned } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface TrackHeaderBox {
  /** flags bit 0x000001: the track is enabled. */
  track_enabled: boolean;
  track_ID: number;
  duration: number;
  layer: number;
  alternate_group: number;
  /** a, b, u, c, d, v, x, y, w of the transformation matrix (8.3.2.3, ISO/IEC 14496-12 Figure 1). */
  matrix: number[];
  width: number;
  height: number;
}

/** All the fields fit in the version 1 layout's 104 bytes. */
const TKHD_BYTES = 104;

function parseTkhd(payload: Uint8Array): TrackHeaderBox {
  const reader = new BitReader(payload);
  const { version, flags } = fullBoxHeader(reader);
  uVersioned(reader, version); // creation_time
  uVersioned(reader, version); // modification_time
  const track_ID = reader.u(32);
  reader.skip(32); // reserved
  const duration = uVersioned(reader, version);
  reader.skip(64); // reserved[2]
  const layer = reader.u(16);
  const alternate_group = reader.u(16);
  reader.skip(32); // volume, reserved
  const matrix: number[] = [];
  for (let i = 0; i < 9; i++) matrix.push(i % 3 === 2 ? signedFixed2_30(reader) : signedFixed16_16(reader));
  const width = fixed16_16(reader);
  const height = fixed16_16(reader);
  return { track_enabled: (flags & 1) === 1, track_ID, duration, layer, alternate_group, matrix, width, height };
}

export const tkhdBox: LeafBox<TrackHeaderBox> = {
  types: ["tkhd"],
  parents: ["trak"],
  bytes: TKHD_BYTES,
  parse: parseTkhd,
};
