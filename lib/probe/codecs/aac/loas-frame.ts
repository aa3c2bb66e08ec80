import { BitReader } from "../../bits/bit-reader";
import { parseStreamMuxConfig, type StreamMuxConfig } from "./stream-mux-config";

/** AudioSyncStream() of ISO/IEC 14496-3 1.7.2 (LOAS) with the start of its AudioMuxElement(1) (1.7.3). */
export interface LoasFrame {
  audioMuxLengthBytes: number;
  useSameStreamMux: boolean;
  streamMuxConfig?: StreamMuxConfig;
  frameLength: number;
}

/** syncword 0x2B7 in 11 bits (1.7.2). */
const LOAS_SYNCWORD = 0x2b7;

export function parseLoasFrame(bytes: Uint8Array, offset: number): LoasFrame | undefined {
  if (bytes[offset] !== 0x56 || ((bytes[offset + 1] ?? 0) & 0xe0) !== 0xe0 || offset + 4 > bytes.length)
    return undefined;
  const reader = new BitReader(bytes.subarray(0, Math.min(bytes.length, offset + 3 + 8191)), offset);
  if (reader.u(11) !== LOAS_SYNCWORD) return undefined;
  const audioMuxLengthBytes = reader.u(13);
  const useSameStreamMux = reader.flag();
  const frame: LoasFrame = { audioMuxLengthBytes, useSameStreamMux, frameLength: 3 + audioMuxLengthBytes };
  if (useSameStreamMux) return frame;
  try {
    return { ...frame, streamMuxConfig: parseStreamMuxConfig(reader) };
  } catch (error) {
    if (error instanceof RangeError) return frame; // a config cut by the end of the bytes: the frame is still one
    throw error;
  }
}
