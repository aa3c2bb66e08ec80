// Samples of H.264 and HEVC in MP4 (ISO/IEC 14496-15 5.3.2 and 8.3.2, the sample format) and Matroska
// (V_MPEG4/ISO/AVC, V_MPEGH/ISO/HEVC: the same format): NAL units, each preceded by its length in
// lengthSizeMinusOne + 1 bytes, not by start codes. Each NAL unit is handed to the coding's reader as the
// start code scanner would hand it, one sample standing for one PES packet of a transport stream.
import type { ForwardReader } from "../../io/forward-reader";
import { UNIT_CAPACITY } from "./video-readers";
import type { VideoUnitReader } from "./video-unit-reader";

export class LengthPrefixedUnits {
  private serial = 0;

  constructor(
    private readonly reader: VideoUnitReader,
    private readonly lengthSize: number,
  ) {}

  /** The parameter sets of the decoder configuration record: read before the samples that use them. */
  parameterSets(units: readonly Uint8Array[]): void {
    for (const bytes of units)
      if (bytes.length > 0) this.reader.unit({ bytes, truncated: false, pts: undefined, pesSerial: this.serial });
  }

  /** One sample (an access unit) of `size` bytes at `offset`, shown at `pts`. */
  async sample(forward: ForwardReader, offset: number, size: number, pts: number | undefined): Promise<void> {
    this.serial++;
    const end = offset + size;
    for (let at = offset; at + this.lengthSize <= end;) {
      const prefix = await forward.bytes(at, this.lengthSize);
      if (prefix.length < this.lengthSize) return;
      let length = 0;
      for (const byte of prefix) length = length * 256 + byte;
      at += this.lengthSize;
      const available = Math.min(length, end - at);
      if (available <= 0) continue;
      const first = await forward.bytes(at, 1);
      const take = Math.min(available, UNIT_CAPACITY, Math.max(0, this.reader.bytesWanted(first[0]!)));
      if (take > 0) {
        const bytes = await forward.bytes(at, take);
        this.reader.unit({ bytes, truncated: take < length, pts, pesSerial: this.serial });
      }
      at += length;
    }
  }
}
