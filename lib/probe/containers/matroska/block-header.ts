// RFC 9559 10.1 Block Structure and 10.3 Block Lacing, shared by SimpleBlock and Block: the track number
// (an EBML variable-size integer), the timestamp relative to the Cluster's (signed 16 bits), the flags, and
// with lacing (flags bits 1-2: Xiph, fixed-size or EBML) the number of frames and the size of each, so that
// every frame of the block can be located.
import { ProbeError } from "../../errors";
import { readDataSize } from "./ebml/vint";

export interface BlockHeader {
  track_number: number;
  timestamp: number;
  /** SimpleBlock's Keyframe flag (10.2); always false for a Block. */
  keyframe: boolean;
  /** The frames: offset from the block's first byte, and size. */
  frames: { offset: number; size: number }[];
}

const LACING_NONE = 0;
const LACING_XIPH = 1;
const LACING_FIXED = 2;

/**
 * The block header of a block of `blockSize` bytes whose first bytes are `bytes` (the header and lace
 * sizes need at most a few kilobytes); ProbeError when they are not a block.
 */
export function parseBlockHeader(bytes: Uint8Array, blockSize: number): BlockHeader {
  const fail = (why: string): never => {
    throw new ProbeError("unreadable", `damaged Matroska block: ${why}`);
  };
  const track = readDataSize(bytes, 0);
  if (!track || track.value < 0) return fail("no track number");
  let at = track.length;
  if (at + 3 > bytes.length) return fail("cut before its flags");
  const timestamp = (((bytes[at]! << 8) | bytes[at + 1]!) << 16) >> 16;
  const flags = bytes[at + 2]!;
  at += 3;
  const lacing = (flags >> 1) & 0x03;
  const header = { track_number: track.value, timestamp, keyframe: (flags & 0x80) !== 0 };
  if (lacing === LACING_NONE) {
    if (at > blockSize) return fail("shorter than its header");
    return { ...header, frames: [{ offset: at, size: blockSize - at }] };
  }
  if (at >= bytes.length) return fail("cut before its frame count");
  const count = bytes[at++]! + 1;
  const sizes: number[] = [];
  if (lacing === LACING_XIPH) {
    for (let i = 0; i < count - 1; i++) {
      let size = 0;
      for (let byte = 255; byte === 255;) {
        if (at >= bytes.length) return fail("cut inside its Xiph lace sizes");
        byte = bytes[at++]!;
        size += byte;
      }
      sizes.push(size);
    }
  } else if (lacing !== LACING_FIXED) {
    // EBML lacing: the first size as a variable-size integer, each next one a signed difference (10.3.3).
    let size = 0;
    for (let i = 0; i < count - 1; i++) {
      const vint = readDataSize(bytes, at);
      if (!vint || vint.value < 0) return fail("cut inside its EBML lace sizes");
      at += vint.length;
      size = i === 0 ? vint.value : size + vint.value - (2 ** (7 * vint.length - 1) - 1);
      if (size < 0) return fail("a negative EBML lace size");
      sizes.push(size);
    }
  }
  const data = blockSize - at;
  if (lacing === LACING_FIXED) {
    if (data < 0 || data % count !== 0) return fail(`${data} bytes do not split into ${count} equal frames`);
    sizes.push(...new Array<number>(count - 1).fill(data / count));
  }
  const last = data - sizes.reduce((sum, size) => sum + size, 0);
  if (last < 0) return fail("lace sizes overrun the block");
  sizes.push(last);
  const frames: BlockHeader["frames"] = [];
  for (const size of sizes) {
    frames.push({ offset: at, size });
    at += size;
  }
  return { ...header, frames };
}
