// The tag an encoder writes into the first Layer III frame of a file in place of audio: "Xing" (VBR) or
// "Info" (CBR; LAME) after the side information, or "VBRI" (Fraunhofer) 32 bytes after the header. Not
// part of ISO/IEC 11172-3: decoders output nothing for that frame, and ffprobe and MediaInfo do not count
// it in the stream's duration.
import type { MpegAudioFrameHeader } from "./frame-header";
import { SINGLE_CHANNEL } from "./frame-header";

const ID_MPEG1 = 1;
const VBRI_OFFSET = 4 + 32;

/** Bytes of Layer III side_info() (11172-3 2.4.1.7; 13818-3 2.4.1.7 for the lower sampling frequencies). */
function sideInfoBytes(header: MpegAudioFrameHeader): number {
  if (header.ID === ID_MPEG1) return header.mode === SINGLE_CHANNEL ? 17 : 32;
  return header.mode === SINGLE_CHANNEL ? 9 : 17;
}

function tagAt(bytes: Uint8Array, offset: number): string {
  return offset + 4 <= bytes.length ? String.fromCharCode(...bytes.subarray(offset, offset + 4)) : "";
}

/** Whether the frame at `offset` carries an encoder's Xing, Info or VBRI tag instead of audio. */
export function isEncoderInfoFrame(bytes: Uint8Array, offset: number, header: MpegAudioFrameHeader): boolean {
  if (header.layerNumber !== 3) return false;
  // protection_bit 0: a 16-bit CRC follows the header (2.4.1.4).
  const xing = tagAt(bytes, offset + 4 + (header.protection_bit ? 0 : 2) + sideInfoBytes(header));
  return xing === "Xing" || xing === "Info" || tagAt(bytes, offset + VBRI_OFFSET) === "VBRI";
}
