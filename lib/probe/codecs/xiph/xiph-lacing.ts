// Xiph lacing (RFC 9559 10.3.2, and ffmpeg's extradata for Vorbis in ISO files): a byte holding the
// number of packets minus one, then each packet's size but the last's as a run of 255-valued bytes and
// a final byte below 255, then the packets. Codecs with several setup headers (Vorbis, Theora) are
// stored this way as one Matroska CodecPrivate.

/** The laced packets, or undefined when the sizes run past the bytes. */
export function xiphLacedPackets(bytes: Uint8Array): Uint8Array[] | undefined {
  if (bytes.length < 1) return undefined;
  const count = bytes[0]! + 1;
  const sizes: number[] = [];
  let at = 1;
  for (let i = 0; i < count - 1; i++) {
    let size = 0;
    for (;;) {
      if (at >= bytes.length) return undefined;
      const byte = bytes[at++]!;
      size += byte;
      if (byte < 255) break;
    }
    sizes.push(size);
  }
  const packets: Uint8Array[] = [];
  for (const size of sizes) {
    if (at + size > bytes.length) return undefined;
    packets.push(bytes.subarray(at, at + size));
    at += size;
  }
  packets.push(bytes.subarray(at));
  return packets;
}
