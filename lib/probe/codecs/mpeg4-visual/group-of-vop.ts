import { BitReader } from "../../bits/bit-reader";

/** Group_of_VideoObjectPlane() of ISO/IEC 14496-2 6.2.4 (semantics 6.3.4): the time code that sets the time base. */
export interface GroupOfVop {
  time_code_hours: number;
  time_code_minutes: number;
  time_code_seconds: number;
  closed_gov: boolean;
  broken_link: boolean;
}

/** Parses a group of VOP header; `unit` starts with the start code value byte. */
export function parseGroupOfVop(unit: Uint8Array): GroupOfVop {
  const reader = new BitReader(unit, 1);
  const time_code_hours = reader.u(5);
  const time_code_minutes = reader.u(6);
  reader.skip(1); // marker_bit
  const time_code_seconds = reader.u(6);
  return {
    time_code_hours,
    time_code_minutes,
    time_code_seconds,
    closed_gov: reader.flag(),
    broken_link: reader.flag(),
  };
}
