// ISO/IEC 14496-12 8.2.2 MovieHeaderBox 'mvhd': the movie timescale and duration.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, uVersioned } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface MovieHeaderBox {
  creation_time: number;
  modification_time: number;
  timescale: number;
  duration: number;
}

/** Bytes of the fields read: FullBox header and the version 1 times, timescale and duration. */
const MVHD_BYTES = 32;

function parseMvhd(payload: Uint8Array): MovieHeaderBox {
  const reader = new BitReader(payload);
  const { version } = fullBoxHeader(reader);
  const creation_time = uVersioned(reader, version);
  const modification_time = uVersioned(reader, version);
  const timescale = reader.u(32);
  const duration = uVersioned(reader, version);
  return { creation_time, modification_time, timescale, duration };
}

export const mvhdBox: LeafBox<MovieHeaderBox> = {
  types: ["mvhd"],
  parents: ["moov"],
  bytes: MVHD_BYTES,
  parse: parseMvhd,
};
