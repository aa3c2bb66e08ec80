// ISO/IEC 14496-12 8.16.3 SegmentIndexBox 'sidx': the subsegments of a segment and their durations.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, uVersioned } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface SegmentIndexBox {
  reference_ID: number;
  timescale: number;
  earliest_presentation_time: number;
  reference_count: number;
  /** The sum of every reference's subsegment_duration, in `timescale` units. */
  total_subsegment_duration: number;
}

/** reference_count is 16 bits: at most 65535 references of 12 bytes follow a 32-byte header. */
const SIDX_BYTES = 32 + 65535 * 12;

function parseSidx(payload: Uint8Array): SegmentIndexBox {
  const reader = new BitReader(payload);
  const { version } = fullBoxHeader(reader);
  const reference_ID = reader.u(32);
  const timescale = reader.u(32);
  const earliest_presentation_time = uVersioned(reader, version);
  uVersioned(reader, version); // first_offset
  reader.skip(16); // reserved
  const reference_count = reader.u(16);
  let total_subsegment_duration = 0;
  for (let i = 0; i < reference_count && reader.bitsLeft >= 96; i++) {
    reader.skip(32); // reference_type(1), referenced_size(31)
    total_subsegment_duration += reader.u(32);
    reader.skip(32); // starts_with_SAP(1), SAP_type(3), SAP_delta_time(28)
  }
  return { reference_ID, timescale, earliest_presentation_time, reference_count, total_subsegment_duration };
}

export const sidxBox: LeafBox<SegmentIndexBox> = {
  types: ["sidx"],
  parents: ["file"],
  bytes: SIDX_BYTES,
  parse: parseSidx,
};
