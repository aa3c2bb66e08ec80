import { BitReader } from "../../bits/bit-reader";
import { parseLoasFrame } from "./loas-frame";
import { parseStreamMuxConfig, type StreamMuxConfig } from "./stream-mux-config";

/** Where the first PayloadMux() of a LOAS frame's AudioMuxElement(1) lies (ISO/IEC 14496-3 1.7.3). */
export interface PayloadMux {
  /** Positioned at the payload's first bit. */
  reader: BitReader;
  /** PayloadLengthInfo()'s MuxSlotLengthBytes of the payload. */
  MuxSlotLengthBytes: number;
  /** The StreamMuxConfig in force: the frame's own, else `previous`. */
  config: StreamMuxConfig;
}

/**
 * Reads a LOAS frame at `offset` (syncword, audioMuxLengthBytes) up to its first payload: its own
 * StreamMuxConfig unless useSameStreamMux, then PayloadLengthInfo() for the single layer of frameLengthType
 * 0 and allStreamsSameTimeFraming (MuxSlotLengthBytes: bytes of 255 continue). Undefined for any other
 * framing, without a LOAS frame at `offset`, or without a config. A RangeError when the frame ends first.
 */
export function firstPayloadMux(
  bytes: Uint8Array,
  offset: number,
  previous: StreamMuxConfig | undefined,
): PayloadMux | undefined {
  const frame = parseLoasFrame(bytes, offset);
  if (!frame) return undefined;
  const frameEnd = offset + frame.frameLength;
  const reader = new BitReader(bytes.subarray(0, Math.min(bytes.length, frameEnd)), offset + 3);
  const config = reader.flag() ? previous : parseStreamMuxConfig(reader); // useSameStreamMux
  if (!config || config.frameLengthType !== 0 || !config.allStreamsSameTimeFraming) return undefined;
  let MuxSlotLengthBytes = 0;
  // Each byte read moves the reader on, so its end bounds the loop.
  for (let tmp = 255; tmp === 255; MuxSlotLengthBytes += tmp) tmp = reader.u(8);
  return { reader, MuxSlotLengthBytes, config };
}
