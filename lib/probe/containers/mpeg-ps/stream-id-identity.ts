// What a program stream's stream_id carries (ISO/IEC 13818-1 Table 2-22), refined by the program stream
// map's stream_type when present, and by the DVD sub_stream_id for private_stream_1.
import { STREAM_TYPES, type StreamIdentity } from "../../tables/mpeg-stream-types";
import { subStreamCoding } from "./private-stream-1";

const SUB_STREAMS: Readonly<Record<string, StreamIdentity>> = {
  subpicture: { kind: "subtitle", format: "dvsp", name: "DVD subpictures" },
  "ac-3": { kind: "audio", format: "ac-3", codec: "ac3", name: "AC-3 audio (DVD)" },
  dts: { kind: "audio", format: "dtsc", codec: "dts", name: "DTS audio (DVD)" },
  lpcm: { kind: "audio", format: "lpcm", codec: "dvd-lpcm", name: "LPCM audio (DVD)" },
  unknown: { kind: "data", format: "priv", name: "private_stream_1 sub-stream" },
};

const DVD_NAVIGATION: StreamIdentity = {
  kind: "data",
  format: "dvdn",
  name: "DVD navigation packets (private_stream_2)",
};

/** `streamKey` is the stream_id, or 0xBD00 | sub_stream_id for private_stream_1. */
export function identifyProgramStream(
  streamKey: number,
  mappedStreamType: number | undefined,
): StreamIdentity | undefined {
  if (streamKey > 0xff) return SUB_STREAMS[subStreamCoding(streamKey & 0xff)];
  const mapped = mappedStreamType === undefined ? undefined : STREAM_TYPES[mappedStreamType];
  if (mapped) return mapped;
  if (streamKey >= 0xe0 && streamKey <= 0xef) return STREAM_TYPES[0x02]; // ISO/IEC 13818-2 or 11172-2 video
  if (streamKey >= 0xc0 && streamKey <= 0xdf) return STREAM_TYPES[0x04]; // ISO/IEC 13818-3 or 11172-3 audio
  if (streamKey === 0xbf) return DVD_NAVIGATION;
  return undefined;
}
