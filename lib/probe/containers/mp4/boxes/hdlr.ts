// ISO/IEC 14496-12 8.4.3 HandlerBox 'hdlr': handler_type names the track's kind (vide, soun, ...).
import { BitReader } from "../../../bits/bit-reader";
import { fourCC, fullBoxHeader } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface HandlerBox {
  handler_type: string;
}

/** FullBox header, pre_defined and handler_type; the name that follows is not needed. */
const HDLR_BYTES = 12;

function parseHdlr(payload: Uint8Array): HandlerBox {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  reader.skip(32); // pre_defined (QuickTime: the component type, 'mhlr')
  return { handler_type: fourCC(reader) };
}

export const hdlrBox: LeafBox<HandlerBox> = { types: ["hdlr"], parents: ["mdia"], bytes: HDLR_BYTES, parse: parseHdlr };
