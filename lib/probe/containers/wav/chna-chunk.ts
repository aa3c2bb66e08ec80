// The channel allocation chunk 'chna' of ITU-R BS.2076 / BS.2088 (ADM in BW64): numTracks, numUIDs and
// one 40-byte audioID per track UID: trackIndex (1-based), UID ("ATU_xxxxxxxx"), trackRef
// ("AT_xxxxxxxx_xx", an audioTrackFormat) and packRef ("AP_xxxxxxxx", an audioPackFormat), little-endian.

export interface AudioId {
  trackIndex: number;
  UID: string;
  trackRef: string;
  packRef: string;
}

export interface ChannelAllocationChunk {
  numTracks: number;
  numUIDs: number;
  audioIDs: AudioId[];
}

const HEADER_BYTES = 4;
const AUDIO_ID_BYTES = 40;

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes).replace(/\0+$/, "");

/** Throws a RangeError when the chunk is shorter than its header; audioIDs past the bytes given are not listed. */
export function parseChannelAllocationChunk(data: Uint8Array): ChannelAllocationChunk {
  if (data.length < HEADER_BYTES) throw new RangeError(`chna chunk of ${data.length} bytes`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const numTracks = view.getUint16(0, true);
  const numUIDs = view.getUint16(2, true);
  const audioIDs: AudioId[] = [];
  for (let at = HEADER_BYTES; audioIDs.length < numUIDs && at + AUDIO_ID_BYTES <= data.length; at += AUDIO_ID_BYTES) {
    const trackIndex = view.getUint16(at, true);
    // Entries of trackIndex 0 are unused slots (BS.2076: the chunk may hold more entries than UIDs).
    if (trackIndex === 0) continue;
    audioIDs.push({
      trackIndex,
      UID: ascii(data.subarray(at + 2, at + 14)),
      trackRef: ascii(data.subarray(at + 14, at + 28)),
      packRef: ascii(data.subarray(at + 28, at + 39)),
    });
  }
  return { numTracks, numUIDs, audioIDs };
}
