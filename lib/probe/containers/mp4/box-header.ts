// ISO/IEC 14496-12 4.2: every box starts with size(32) and type(32); size 1 means a largesize(64)
// follows, size 0 means the box runs to the end of the file; type 'uuid' adds a 16-byte usertype.

export interface BoxHeader {
  readonly type: string;
  /** File offset of the box's first byte. */
  readonly start: number;
  /** File offset of the first byte after the header. */
  readonly payloadStart: number;
  /** File offset just past the box, as its size declares (may lie past its container's end). */
  readonly end: number;
}

/** Longest header: size, type, largesize, usertype. */
export const MAX_BOX_HEADER_BYTES = 32;

/**
 * Parses the box header at the start of `bytes`, which were read at file offset `start`; `fileSize`
 * resolves size 0. Returns a reason string when the bytes cannot be a box header.
 */
export function parseBoxHeader(bytes: Uint8Array, start: number, fileSize: number): BoxHeader | string {
  if (bytes.length < 8) return `a box header at ${start} is cut short by the end of the file`;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size32 = view.getUint32(0);
  const type = String.fromCharCode(bytes[4]!, bytes[5]!, bytes[6]!, bytes[7]!);
  let headerBytes = 8;
  let size = size32;
  if (size32 === 1) {
    if (bytes.length < 16) return `the 64-bit box size at ${start} is cut short by the end of the file`;
    size = view.getUint32(8) * 2 ** 32 + view.getUint32(12);
    headerBytes = 16;
  } else if (size32 === 0) {
    size = fileSize - start;
  }
  if (type === "uuid") headerBytes += 16;
  if (size < headerBytes)
    return `box '${printable(type)}' at ${start} declares ${size} bytes, less than its own header`;
  return { type, start, payloadStart: start + headerBytes, end: start + size };
}

/** A four-character code fit for a message, with non-printable bytes escaped. */
export function printable(code: string): string {
  return code.replace(/[^\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

/** A box held in memory: its type and payload. */
export interface InlineBox {
  readonly type: string;
  readonly payload: Uint8Array;
}

/**
 * The boxes packed in `bytes` (a payload already read, e.g. a sample entry's child boxes). With `keepCut`,
 * a last box that runs past the bytes (a file cut inside a sample description) is kept with what remains
 * of it, since its fixed fields often survive.
 */
export function inlineBoxes(
  bytes: Uint8Array,
  diagnostics: string[],
  where: string,
  { keepCut = false } = {},
): InlineBox[] {
  const boxes: InlineBox[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const header = parseBoxHeader(bytes.subarray(at), at, bytes.length);
    if (keepCut && typeof header !== "string" && header.end > bytes.length && header.payloadStart <= bytes.length) {
      diagnostics.push(
        `${where}: box '${printable(header.type)}' is cut short (${bytes.length - at} of ${header.end - at} bytes); what remains of it was read`,
      );
      boxes.push({ type: header.type, payload: bytes.subarray(header.payloadStart) });
      break;
    }
    if (typeof header === "string" || header.end > bytes.length) {
      diagnostics.push(`${where}: malformed box at byte ${at}; the boxes after it were not read`);
      break;
    }
    boxes.push({ type: header.type, payload: bytes.subarray(header.payloadStart, header.end) });
    at = header.end;
  }
  return boxes;
}
