// Vorbis I specification 4.2.2, identification header: packet_type 1, "vorbis", then the stream's
// constant parameters (all integers little-endian).
import { BitReader } from "../../bits/bit-reader";

export interface VorbisIdentificationHeader {
  vorbis_version: number;
  audio_channels: number;
  audio_sample_rate: number;
  bitrate_maximum: number;
  bitrate_nominal: number;
  bitrate_minimum: number;
  blocksize_0: number;
  blocksize_1: number;
}

/** Bytes of the header: 7 (type and "vorbis") + 4 + 1 + 4 + 3×4 + 1 + 1 (framing). */
const IDENTIFICATION_HEADER_BYTES = 30;
const SIGNATURE = [0x01, 0x76, 0x6f, 0x72, 0x62, 0x69, 0x73]; // 1, "vorbis"

export function isIdentificationHeader(bytes: Uint8Array): boolean {
  return bytes.length >= IDENTIFICATION_HEADER_BYTES && SIGNATURE.every((byte, i) => bytes[i] === byte);
}

/** The header, or undefined when the bytes do not start with one or break its rules (4.2.2: channels and rate non-zero, framing bit set). */
export function parseIdentificationHeader(bytes: Uint8Array): VorbisIdentificationHeader | undefined {
  if (!isIdentificationHeader(bytes)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, IDENTIFICATION_HEADER_BYTES);
  // Vorbis packs its bits least significant first (2.1.4): read most significant first, byte 28 holds
  // blocksize_1 then blocksize_0, and the framing flag is byte 29's last bit.
  const packed = new BitReader(bytes, 28);
  const blocksize_1 = packed.u(4);
  const blocksize_0 = packed.u(4);
  packed.skip(7);
  const framing = packed.flag();
  const header: VorbisIdentificationHeader = {
    vorbis_version: view.getUint32(7, true),
    audio_channels: bytes[11]!,
    audio_sample_rate: view.getUint32(12, true),
    bitrate_maximum: view.getInt32(16, true),
    bitrate_nominal: view.getInt32(20, true),
    bitrate_minimum: view.getInt32(24, true),
    blocksize_0: 2 ** blocksize_0,
    blocksize_1: 2 ** blocksize_1,
  };
  if (header.audio_channels === 0 || header.audio_sample_rate === 0 || !framing) return undefined;
  return header;
}
