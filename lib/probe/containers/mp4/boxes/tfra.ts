// ISO/IEC 14496-12 8.8.10 TrackFragmentRandomAccessBox 'tfra': for one track, the random access
// samples (time, and the offset of the moof holding them), in increasing time order. Entries have a
// fixed size, so the last one is read alone.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, uVersioned } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface TrackFragmentRandomAccessHeader {
  version: number;
  track_ID: number;
  number_of_entry: number;
  /** Bytes of each entry: time and moof_offset (32 or 64 bits), traf_number, trun_number, sample_number. */
  entryBytes: number;
}

/** FullBox header, track_ID, reserved and length sizes, number_of_entry: the entries follow. */
const TFRA_HEADER_BYTES = 16;

function parseTfraHeader(payload: Uint8Array): TrackFragmentRandomAccessHeader {
  const reader = new BitReader(payload);
  const { version } = fullBoxHeader(reader);
  const track_ID = reader.u(32);
  reader.skip(26); // reserved
  // length_size_of_traf_num, _trun_num, _sample_num: each field is (value + 1) bytes.
  const numberBytes = [reader.u(2), reader.u(2), reader.u(2)].reduce(
    (sum, lengthSizeMinusOne) => sum + lengthSizeMinusOne + 1,
    0,
  );
  const number_of_entry = reader.u(32);
  return { version, track_ID, number_of_entry, entryBytes: (version === 1 ? 16 : 8) + numberBytes };
}

/** The box's header fields; its entries are read one by one (parseTfraEntryMoofOffset). */
export const tfraBox: LeafBox<TrackFragmentRandomAccessHeader> = {
  types: ["tfra"],
  parents: ["mfra"],
  bytes: TFRA_HEADER_BYTES,
  parse: parseTfraHeader,
};

/** An entry's moof_offset. */
export function parseTfraEntryMoofOffset(entry: Uint8Array, version: number): number {
  const reader = new BitReader(entry);
  uVersioned(reader, version); // time
  return uVersioned(reader, version);
}
