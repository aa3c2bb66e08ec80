// ISO/IEC 14496-12 8.5.2.2 BitRateBox 'btrt'.
import { BitReader } from "../../../bits/bit-reader";
import type { AudioStream, Extension, VideoStream } from "../../../schema";
import type { SampleEntryBox } from "../box-descriptor";

export interface BitRateBox {
  bufferSizeDB: number;
  maxBitrate: number;
  avgBitrate: number;
}

function parseBtrt(payload: Uint8Array): BitRateBox {
  const reader = new BitReader(payload);
  return { bufferSizeDB: reader.u(32), maxBitrate: reader.u(32), avgBitrate: reader.u(32) };
}

/** Video and audio alike: the box is listed, and its average rate, when given, is the stream's. */
function withBitRate<Stream extends VideoStream | AudioStream>(
  stream: Stream,
  rates: BitRateBox,
  { extension }: { extension: Extension[] },
): Stream {
  extension.push({ type: "btrt", ...rates });
  if (rates.avgBitrate > 0) stream.bit_rate = rates.avgBitrate;
  return stream;
}

export const btrtBox: SampleEntryBox<BitRateBox> = {
  type: "btrt",
  parse: parseBtrt,
  video: withBitRate,
  audio: withBitRate,
};
