// QuickTime File Format, "Field handling" 'fiel': the number of fields per frame and their order.
import { BitReader } from "../../../bits/bit-reader";
import { FIELD_ORDER } from "../../../tables/video";
import type { SampleEntryBox } from "../box-descriptor";

export interface FieldHandlingBox {
  /** 1 progressive, 2 interlaced. */
  fields: number;
  /**
   * For two fields: 1 top field first in time and storage, 6 bottom first in both, 9 bottom first
   * in time but top stored first, 14 top first in time but bottom stored first (0: unknown).
   */
  detail: number;
}

function parseFiel(payload: Uint8Array): FieldHandlingBox {
  const reader = new BitReader(payload);
  return { fields: reader.u(8), detail: reader.u(8) };
}

/** One field is progressive; with two, detail 1/14 put the top field first in time, 6/9 the bottom. */
function fieldOrder(fields: number, detail: number): string | undefined {
  if (fields === 1) return FIELD_ORDER.progressive;
  if (detail === 1 || detail === 14) return FIELD_ORDER.topFieldFirst;
  if (detail === 6 || detail === 9) return FIELD_ORDER.bottomFieldFirst;
  return undefined;
}

export const fielBox: SampleEntryBox<FieldHandlingBox> = {
  type: "fiel",
  parse: parseFiel,
  video(stream, fields, { extension }) {
    extension.push({ type: "fiel", ...fields });
    stream.field_order = fieldOrder(fields.fields, fields.detail) ?? stream.field_order;
    return stream;
  },
};
