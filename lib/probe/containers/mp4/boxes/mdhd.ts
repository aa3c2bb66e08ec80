// ISO/IEC 14496-12 8.4.2 MediaHeaderBox 'mdhd': the media timescale, duration and language.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, uVersioned } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface MediaHeaderBox {
  timescale: number;
  duration: number;
  /**
   * The 16-bit language field: pad(1) and three 5-bit letters (ISO 639-2/T, each letter + 0x60) in
   * ISO files; QuickTime writes a Macintosh language code below 0x400 instead.
   */
  language: number;
}

const MDHD_BYTES = 36;

function parseMdhd(payload: Uint8Array): MediaHeaderBox {
  const reader = new BitReader(payload);
  const { version } = fullBoxHeader(reader);
  uVersioned(reader, version); // creation_time
  uVersioned(reader, version); // modification_time
  const timescale = reader.u(32);
  const duration = uVersioned(reader, version);
  return { timescale, duration, language: reader.u(16) };
}

export const mdhdBox: LeafBox<MediaHeaderBox> = {
  types: ["mdhd"],
  parents: ["mdia"],
  bytes: MDHD_BYTES,
  parse: parseMdhd,
};
