// RFC 9639 (FLAC) 8.1 METADATA_BLOCK_HEADER and 8.2 STREAMINFO. The blocks follow the "fLaC" marker in a
// native file and in Matroska's A_FLAC CodecPrivate; an MP4 'dfLa' box holds them after its FullBox header.
import { BitReader } from "../../bits/bit-reader";

export interface StreamInfo {
  minimum_block_size: number;
  maximum_block_size: number;
  minimum_frame_size: number;
  maximum_frame_size: number;
  sample_rate: number;
  channels: number;
  bits_per_sample: number;
  /** 0: unknown. */
  total_samples: number;
}

const FLAC_MARKER = "fLaC";
const STREAMINFO_TYPE = 0;
const STREAMINFO_BYTES = 34;
const BLOCK_HEADER_BYTES = 4;

/** STREAMINFO, the mandatory first metadata block (RFC 9639 8.1), from `bytes` with or without the marker. */
export function findStreamInfo(bytes: Uint8Array): StreamInfo | undefined {
  const start = String.fromCharCode(...bytes.subarray(0, 4)) === FLAC_MARKER ? 4 : 0;
  if (bytes.length < start + BLOCK_HEADER_BYTES + STREAMINFO_BYTES) return undefined;
  const header = new BitReader(bytes, start);
  header.skip(1); // is-last flag
  const type = header.u(7);
  const length = header.u(24);
  if (type !== STREAMINFO_TYPE || length !== STREAMINFO_BYTES) return undefined;
  return parseStreamInfo(new BitReader(bytes, start + BLOCK_HEADER_BYTES));
}

function parseStreamInfo(reader: BitReader): StreamInfo | undefined {
  const info: StreamInfo = {
    minimum_block_size: reader.u(16),
    maximum_block_size: reader.u(16),
    minimum_frame_size: reader.u(24),
    maximum_frame_size: reader.u(24),
    sample_rate: reader.u(20),
    channels: reader.u(3) + 1,
    bits_per_sample: reader.u(5) + 1,
    total_samples: reader.u(36),
  };
  // 8.2: a sample rate of 0 is invalid in STREAMINFO; block sizes below 16 are forbidden.
  return info.sample_rate > 0 && info.minimum_block_size >= 16 ? info : undefined;
}
