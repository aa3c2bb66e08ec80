// RFC 7845 5.1 Identification Header "OpusHead" (integers little-endian), and its ISO base media form,
// the OpusSpecificBox 'dOps' (Encapsulation of Opus in ISO Base Media File Format 4.3.2: the same fields
// without the magic signature, big-endian).

export interface OpusHead {
  Version: number;
  OutputChannelCount: number;
  PreSkip: number;
  InputSampleRate: number;
  /** Q7.8 dB. */
  OutputGain: number;
  ChannelMappingFamily: number;
  StreamCount?: number;
  CoupledCount?: number;
  ChannelMapping?: number[];
}

const MAGIC = "OpusHead";
/** Bytes of the fields after the magic signature, up to ChannelMappingFamily. */
const FIXED_BYTES = 11;

/** An "OpusHead" packet (Matroska CodecPrivate, Ogg's first packet); undefined when the bytes hold none. */
export function parseOpusHead(bytes: Uint8Array): OpusHead | undefined {
  if (bytes.length < MAGIC.length + FIXED_BYTES || String.fromCharCode(...bytes.subarray(0, MAGIC.length)) !== MAGIC)
    return undefined;
  return readFields(bytes.subarray(MAGIC.length), true);
}

/** The payload of a 'dOps' box; undefined when too short. */
export function parseDOps(payload: Uint8Array): OpusHead | undefined {
  return payload.length < FIXED_BYTES ? undefined : readFields(payload, false);
}

function readFields(bytes: Uint8Array, littleEndian: boolean): OpusHead | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const head: OpusHead = {
    Version: bytes[0]!,
    OutputChannelCount: bytes[1]!,
    PreSkip: view.getUint16(2, littleEndian),
    InputSampleRate: view.getUint32(4, littleEndian),
    OutputGain: view.getInt16(8, littleEndian),
    ChannelMappingFamily: bytes[10]!,
  };
  if (head.OutputChannelCount === 0) return undefined;
  // Family 0 (mono, stereo) has no channel mapping table (RFC 7845 5.1.1).
  if (head.ChannelMappingFamily !== 0) {
    const tableEnd = FIXED_BYTES + 2 + head.OutputChannelCount;
    if (bytes.length < tableEnd) return undefined;
    head.StreamCount = bytes[11]!;
    head.CoupledCount = bytes[12]!;
    head.ChannelMapping = [...bytes.subarray(13, tableEnd)];
  }
  return head;
}
