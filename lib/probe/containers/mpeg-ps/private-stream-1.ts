// The DVD-Video use of private_stream_1 (stream_id 0xBD): a sub_stream_id byte, then a header that depends
// on the sub-stream (DVD-Video specification, Part 3, 5.4.2 / 5.4.3): audio frames follow a
// number_of_frame_headers byte and a first_access_unit_pointer; LPCM adds three bytes of audio format,
// which the LPCM codec parser reads itself from the sub_stream_id on.
import { BitReader } from "../../bits/bit-reader";

export const PRIVATE_STREAM_1 = 0xbd;
/** sub_stream_id, number_of_frame_headers, first_access_unit_pointer (2), then LPCM's emphasis, quantization, sampling and channel fields (3). */
const LPCM_HEADER_BYTES = 7;

export type SubStreamCoding = "subpicture" | "ac-3" | "dts" | "lpcm" | "unknown";

export function subStreamCoding(sub_stream_id: number): SubStreamCoding {
  if (sub_stream_id >= 0x20 && sub_stream_id <= 0x3f) return "subpicture";
  if (sub_stream_id >= 0x80 && sub_stream_id <= 0x87) return "ac-3";
  if (sub_stream_id >= 0x88 && sub_stream_id <= 0x8f) return "dts";
  if (sub_stream_id >= 0xa0 && sub_stream_id <= 0xa7) return "lpcm";
  return "unknown";
}

export interface PrivateStream1Packet {
  sub_stream_id: number;
  /** Where the codec's bytes start: the audio frames for AC-3/DTS, the sub_stream_id for LPCM. */
  payloadOffset: number;
  /** Where the coded data itself starts: the audio frames, LPCM samples after their 3-byte header, subpicture units. */
  dataOffset: number;
  /** Offset of the first access unit the PTS applies to (from first_access_unit_pointer), for audio. */
  firstAccessUnitOffset?: number;
}

/** `payload` is the PES packet data of stream 0xBD. */
export function parsePrivateStream1(payload: Uint8Array): PrivateStream1Packet | undefined {
  const sub_stream_id = payload[0];
  if (sub_stream_id === undefined) return undefined;
  const coding = subStreamCoding(sub_stream_id);
  // sub_stream_id, number_of_frame_headers, first_access_unit_pointer (16).
  const framed = coding === "ac-3" || coding === "dts" || coding === "lpcm";
  const payloadOffset = coding === "ac-3" || coding === "dts" ? 4 : coding === "lpcm" ? 0 : 1;
  if (payloadOffset > payload.length || (framed && payload.length < 4)) return undefined;
  // first_access_unit_pointer counts from its own last byte (offset 3), so 1 means "right after it".
  const first_access_unit_pointer = framed ? new BitReader(payload, 2).u(16) : 0;
  return {
    sub_stream_id,
    payloadOffset,
    dataOffset: Math.min(payload.length, coding === "lpcm" ? LPCM_HEADER_BYTES : Math.max(1, payloadOffset)),
    ...(first_access_unit_pointer > 0 ? { firstAccessUnitOffset: 3 + first_access_unit_pointer } : {}),
  };
}
