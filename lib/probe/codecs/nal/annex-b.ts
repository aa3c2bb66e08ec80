import { startCodeUnits } from "../start-codes";

/**
 * The NAL units of an Annex B byte stream (ITU-T H.264 B.2, H.265 B.2), without the zero_byte and
 * trailing_zero_8bits that Annex B allows around them (a NAL unit's last byte is never zero, 7.4.2).
 */
export function* annexBNalUnits(bytes: Uint8Array): Generator<Uint8Array> {
  for (const unit of startCodeUnits(bytes)) {
    let end = unit.length;
    while (end > 0 && unit[end - 1] === 0) end--;
    if (end > 0) yield unit.subarray(0, end);
  }
}
