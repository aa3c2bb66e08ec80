// SMPTE ST 302: AES3 (linear PCM or ST 337 data) in MPEG-2 transport streams, format in16/in20/in24.
import type { AudioCodec } from "../codec";
import { AES3_DATA_HEADER_BYTES, parseAes3DataHeader } from "./aes3-data-header";
import { smpte302mAudioStream } from "./audio-stream";
import { channelCoding } from "./channel-coding";

/**
 * `elementaryStream` starts with a PES payload, which starts with the AES3 data header; its
 * audio_packet_size bytes of subframes follow.
 */
export const smpte302mCodec: AudioCodec = {
  fourcc: "s302",
  parse(elementaryStream, diagnostics) {
    if (elementaryStream.length < AES3_DATA_HEADER_BYTES) return undefined;
    const header = parseAes3DataHeader(elementaryStream);
    const end = Math.min(elementaryStream.length, AES3_DATA_HEADER_BYTES + header.audio_packet_size);
    const coding = channelCoding(header, elementaryStream.subarray(AES3_DATA_HEADER_BYTES, end));
    return smpte302mAudioStream(header, coding, diagnostics);
  },
};
